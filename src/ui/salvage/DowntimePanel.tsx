import { useState } from 'react';
import type { SalvageEvent } from '../../../machines/salvage/mission.machine';
import { salePrice } from '../../rules/salvage/mission/engine';
import type { Company, Mission } from '../../rules/salvage/mission/state';

/**
 * Downtime's shop: pick a Boiler and an item to buy for it (price and the Boiler's Capacity shown), or sell
 * an item a Boiler carries for half its price. Selling salvage, hiring and setting out are on the ChoiceBar.
 */
function Shop({
  m,
  company,
  send,
}: {
  readonly m: Mission;
  readonly company: Company;
  readonly send: (e: SalvageEvent) => void;
}) {
  const [boiler, setBoiler] = useState(company.roster[0]?.id ?? '');
  const [gearId, setGearId] = useState(m.content.gear[0]?.id ?? '');
  const b = company.roster.find((x) => x.id === boiler);
  const used = (b?.gear ?? []).reduce((s, id) => s + (m.content.gear.find((g) => g.id === id)?.size ?? 0), 0);
  const side = company.side;
  // Hot-seat: the other crew, to trade with.
  const other = Object.values(m.companies).find((c) => c.side !== side);
  const [tradeGear, setTradeGear] = useState('');
  const [toBoiler, setToBoiler] = useState(other?.roster[0]?.id ?? '');
  const [price, setPrice] = useState(0);
  return (
    <div className="shop" data-testid={`shop-${side}`}>
      <h3>
        {company.name}: {company.scrip} Scrip
      </h3>
      <label>
        Boiler{' '}
        <select
          data-testid={`shop-boiler-${side}`}
          value={boiler}
          onChange={(e) => {
            setBoiler(e.target.value);
          }}
        >
          {company.roster.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>{' '}
      {b !== undefined && (
        <span className="muted">
          carries {used} of Capacity {b.stats.capacity}
        </span>
      )}
      <div>
        <label>
          Item{' '}
          <select
            data-testid={`shop-gear-${side}`}
            value={gearId}
            onChange={(e) => {
              setGearId(e.target.value);
            }}
          >
            {m.content.gear.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name} ({g.kind}, size {g.size}, {g.price} Scrip)
              </option>
            ))}
          </select>
        </label>{' '}
        <button
          type="button"
          data-testid={`shop-buy-${side}`}
          onClick={() => {
            send({ type: 'downtime.buy', side, boiler, gearId });
          }}
        >
          Buy
        </button>
      </div>
      {other !== undefined && b !== undefined && b.gear.length > 0 && (
        <div className="trade" data-testid={`trade-${side}`}>
          Trade{' '}
          <select
            data-testid={`trade-gear-${side}`}
            value={tradeGear}
            onChange={(e) => {
              setTradeGear(e.target.value);
            }}
          >
            <option value="">an item…</option>
            {b.gear.map((id, i) => (
              <option key={`${id}-${i}`} value={id}>
                {m.content.gear.find((g) => g.id === id)?.name ?? id}
              </option>
            ))}
          </select>{' '}
          to{' '}
          <select
            data-testid={`trade-to-${side}`}
            value={toBoiler}
            onChange={(e) => {
              setToBoiler(e.target.value);
            }}
          >
            {other.roster.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name} ({other.name})
              </option>
            ))}
          </select>{' '}
          for{' '}
          <input
            type="number"
            min={0}
            data-testid={`trade-scrip-${side}`}
            value={price}
            onChange={(e) => {
              setPrice(Number(e.target.value));
            }}
            style={{ width: '5em' }}
          />{' '}
          Scrip{' '}
          <button
            type="button"
            data-testid={`trade-go-${side}`}
            onClick={() => {
              send({ type: 'downtime.trade', side, boiler, gearId: tradeGear, toBoiler, scrip: price });
            }}
          >
            Trade
          </button>
        </div>
      )}
      {b !== undefined && b.gear.length > 0 && (
        <ul className="shop-gear">
          {b.gear.map((id, i) => {
            const g = m.content.gear.find((x) => x.id === id);
            return (
              <li key={`${id}-${i}`}>
                {g?.name ?? id}{' '}
                <button
                  type="button"
                  data-testid={`shop-sell-${side}-${id}`}
                  onClick={() => {
                    send({ type: 'downtime.sell', side, boiler, gearId: id });
                  }}
                >
                  Sell for {salePrice(g?.price ?? 0)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function DowntimePanel({
  m,
  send,
}: {
  readonly m: Mission;
  readonly send: (e: SalvageEvent) => void;
}) {
  return (
    <section className="panel downtime" aria-label="Downtime" data-testid="downtime">
      <h2>Downtime</h2>
      {Object.values(m.companies).map((c) => (
        <Shop key={c.side} m={m} company={c} send={send} />
      ))}
    </section>
  );
}
