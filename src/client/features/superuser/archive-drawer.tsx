import * as Tabs from '@radix-ui/react-tabs';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Drawer } from 'vaul';
import type { ArchiveRow } from '../../../shared/schemas/archive';
import { buttonVariants } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { paths } from '../../paths';
import { ArchiveReader } from './archive-reader';

const tab = 'flex-1 rounded-lg px-3 py-2 text-center font-semibold text-brand-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white';

/** The mobile archive's bottom sheet: one panel of actions, one of details (spec 000 §2). */
export function ArchiveDrawer({ row, onClose }: { row: ArchiveRow | null; onClose: () => void }) {
  return (
    <Drawer.Root open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Drawer.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-3xl bg-white p-4 pb-8" aria-describedby={undefined}>
          <div className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden="true" />
          <Drawer.Title className="mb-3 truncate text-lg font-bold text-brand-900">{row?.title}</Drawer.Title>
          {row ? (
            <Tabs.Root defaultValue="actions" className="flex flex-col gap-4 overflow-y-auto">
              <Tabs.List className="flex gap-2 rounded-xl bg-brand-50 p-1" aria-label="Pannelli">
                <Tabs.Trigger value="actions" className={tab}>
                  Azioni
                </Tabs.Trigger>
                <Tabs.Trigger value="details" className={tab}>
                  Dettagli
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="actions" className="flex flex-col gap-3">
                <Link to={paths.story(row.id)} className={buttonVariants({})}>
                  <Eye aria-hidden="true" /> Visualizza
                </Link>
                <ArchiveReader storyId={row.id} size="default" />
              </Tabs.Content>
              <Tabs.Content value="details">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  <dt className="font-semibold text-slate-600">Titolo</dt>
                  <dd className="break-words">{row.title}</dd>
                  <dt className="font-semibold text-slate-600">Autore</dt>
                  <dd>{row.authorName}</dd>
                  <dt className="font-semibold text-slate-600">Data</dt>
                  <dd>{formatDate(row.updatedAt)}</dd>
                </dl>
                <div className="mt-4">
                  {row.image ? (
                    <figure className="flex flex-col gap-2">
                      <img src={row.image.url} alt={`Immagine della storia ${row.title}`} className="max-h-60 w-full rounded-xl object-contain ring-1 ring-brand-100" />
                      <figcaption className="flex items-center gap-2 text-sm text-slate-700">
                        Immagini create
                        {row.image.style ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{row.image.style}</span> : null}
                      </figcaption>
                    </figure>
                  ) : (
                    <p className="text-slate-600">Nessuna immagine</p>
                  )}
                </div>
              </Tabs.Content>
            </Tabs.Root>
          ) : null}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
