/**
 * The Campaigns view's tables: per landing page, campaign and variant, the
 * report's figures (visitors only when Plausible counted them); per ad
 * platform, what it was sent of these leads and what became of it.
 */
import type { CampaignReport, PageRow } from '../../lib/leads-cli/campaign-report'
import type { PlatformSends } from '../../lib/leads-cli/conversion-report'
import { PageName } from './page-name'
import { ScrollTable, type Column } from './scroll-table'
import { aed, count, percent, type InboxProps } from './team-props'
import { visuallyHidden } from '../../theme/styles'

type Words = Pick<InboxProps, 'copy' | 'locale'>

/** A figure the report has none of (no lead called yet): a dash, with words for a screen reader. */
function NoFigure({ copy }: Pick<InboxProps, 'copy'>) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span css={visuallyHidden}>{copy.notCounted}</span>
    </>
  )
}

function PageCells({ copy, locale, row, visitorsCounted }: Words & { row: PageRow; visitorsCounted: boolean }) {
  const minutes = row.medianMinutesToFirstContact
  return (
    <tr>
      <th scope="row">
        <PageName copy={copy} row={row} />
      </th>
      <td className="text">
        <bdi>{row.campaign}</bdi>
      </td>
      {visitorsCounted && <td>{row.visitors === null ? <NoFigure copy={copy} /> : count(locale, row.visitors)}</td>}
      <td>{count(locale, row.leads)}</td>
      <td>{count(locale, row.qualified)}</td>
      <td>{count(locale, row.won)}</td>
      <td>{aed(locale, row.value)}</td>
      <td>{row.qualifiedPerLead === null ? <NoFigure copy={copy} /> : percent(locale, row.qualifiedPerLead)}</td>
      <td>{minutes === null ? <NoFigure copy={copy} /> : `${count(locale, Math.round(minutes))} ${copy.minutesUnit}`}</td>
    </tr>
  )
}

export function PagesTable({ copy, locale, report }: Words & { report: Pick<CampaignReport, 'pages' | 'visitorsCounted'> }) {
  const figures = [...(report.visitorsCounted ? [copy.visitorsColumn] : []), copy.leadsColumn, copy.qualifiedColumn, copy.wonColumn, copy.valueColumn, copy.qualifiedRateColumn, copy.firstContactColumn]
  const columns: Column[] = [{ words: copy.pageColumn, text: true }, { words: copy.campaignLabel, text: true }, ...figures.map((words) => ({ words }))]
  return (
    <ScrollTable id="campaigns-table" title={copy.tableCaption} columns={columns}>
      {report.pages.map((row) => (
        <PageCells key={row.path} copy={copy} locale={locale} row={row} visitorsCounted={report.visitorsCounted} />
      ))}
    </ScrollTable>
  )
}

export function PlatformsTable({ copy, locale, platformNames, platforms }: Words & Pick<InboxProps, 'platformNames'> & { platforms: readonly PlatformSends[] }) {
  const figures = [copy.sentColumn, copy.stagesSentColumn, copy.accepted, copy.refusedColumn, copy.tooLateColumn]
  return (
    <ScrollTable id="platforms-table" title={copy.platformsCaption} columns={[{ words: copy.platformColumn, text: true }, ...figures.map((words) => ({ words }))]}>
      {platforms.map((row) => (
        <tr key={row.platform}>
          <th scope="row">{platformNames[row.platform] ?? row.platform}</th>
          {[row.sent, row.stagesSent, row.accepted, row.refused, row.tooLate].map((value, index) => (
            <td key={figures[index]}>{count(locale, value)}</td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  )
}
