import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { Component as NotFoundPage } from './not-found';

type ScreenModule = { Component: ComponentType };

/** A screen of the area, loaded when it is first opened. */
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(async () => ({ default: (await load()).Component }));

const Dashboard = screen(() => import('./admin/dashboard'));
const Audit = screen(() => import('./admin/audit'));
const Tariffs = screen(() => import('./admin/tariffs'));
const Settings = screen(() => import('./admin/settings'));
const Accounts = screen(() => import('./admin/accounts'));
const Account = screen(() => import('./admin/account'));
const Tariff = lazy(async () => ({ default: (await import('./admin/tariff')).Component }));
const Cities = screen(() => import('./admin/cities'));
const City = lazy(async () => ({ default: (await import('./admin/city')).Component }));
const Users = screen(() => import('./admin/users'));
const User = screen(() => import('./admin/user'));
const Reviews = lazy(async () => ({ default: (await import('./admin/reviews')).Component }));
const Review = lazy(async () => ({ default: (await import('./admin/review')).Component }));
const Languages = screen(() => import('./admin/languages'));
const Language = screen(() => import('./admin/language'));
const Listings = lazy(async () => ({ default: (await import('./admin/listings')).Component }));
const Listing = lazy(async () => ({ default: (await import('./admin/listing')).Component }));
const Categories = screen(() => import('./admin/categories'));
const Category = screen(() => import('./admin/category'));
const Tags = screen(() => import('./admin/tags'));
const Tag = screen(() => import('./admin/tag'));

/** An admin path (`adminPaths`) relative to the area. */
const within = (path: string) => path.replace(/^\/admin\/?/, '');

/**
 * The admin area (/admin/*), routed here rather than in the app's route table, so the first load
 * of every other page carries one entry for the whole area.
 */
export function Component() {
  return (
    <Suspense fallback={<LoadingState page />}>
      <Routes>
        <Route index element={<Dashboard />} />
        <Route path={within(adminPaths.audit.path)} element={<Audit />} />
        <Route path={within(adminPaths.settings.path)} element={<Settings />} />
        <Route path={within(adminPaths.accounts.path)} element={<Accounts />} />
        <Route path={within(adminPaths.accountEdit.path)} element={<Account />} />
        <Route path={within(adminPaths.tariffs.path)} element={<Tariffs />} />
        <Route path={within(adminPaths.tariffCreate.path)} element={<Tariff view="form" />} />
        <Route path={within(adminPaths.tariffEdit.path)} element={<Tariff view="form" />} />
        <Route path={within(adminPaths.tariffShow.path)} element={<Tariff view="show" />} />
        <Route path={within(adminPaths.cities.path)} element={<Cities />} />
        <Route path={within(adminPaths.cityCreate.path)} element={<City view="form" />} />
        <Route path={within(adminPaths.cityEdit.path)} element={<City view="form" />} />
        <Route path={within(adminPaths.cityShow.path)} element={<City view="show" />} />
        <Route path={within(adminPaths.users.path)} element={<Users />} />
        <Route path={within(adminPaths.user.path)} element={<User />} />
        <Route path={within(adminPaths.scores.path)} element={<Reviews kind="reviews" />} />
        <Route path={within(adminPaths.scoresList.path)} element={<Reviews kind="reviews" />} />
        <Route path={within(adminPaths.scoreEdit.path)} element={<Review kind="reviews" />} />
        <Route path={within(adminPaths.comments.path)} element={<Reviews kind="comments" />} />
        <Route path={within(adminPaths.commentsList.path)} element={<Reviews kind="comments" />} />
        <Route path={within(adminPaths.commentEdit.path)} element={<Review kind="comments" />} />
        <Route path={within(adminPaths.languages.path)} element={<Languages />} />
        <Route path={within(adminPaths.languagesList.path)} element={<Languages />} />
        <Route path={within(adminPaths.languageCreate.path)} element={<Language />} />
        <Route path={within(adminPaths.languageEdit.path)} element={<Language />} />
        <Route path={within(adminPaths.categories.path)} element={<Categories />} />
        <Route path={within(adminPaths.categoryCreate.path)} element={<Category />} />
        <Route path={within(adminPaths.categoryEdit.path)} element={<Category />} />
        <Route path={within(adminPaths.tags.path)} element={<Tags />} />
        <Route path={within(adminPaths.tagCreate.path)} element={<Tag />} />
        <Route path={within(adminPaths.tagEdit.path)} element={<Tag />} />
        {(['cards', 'events'] as const).map((kind) => {
          const [list, create, edit, show] =
            kind === 'cards'
              ? [adminPaths.cards, adminPaths.cardCreate, adminPaths.cardEdit, adminPaths.cardShow]
              : [
                  adminPaths.events,
                  adminPaths.eventCreate,
                  adminPaths.eventEdit,
                  adminPaths.eventShow,
                ];
          return [
            <Route key={list.path} path={within(list.path)} element={<Listings kind={kind} />} />,
            <Route
              key={create.path}
              path={within(create.path)}
              element={<Listing kind={kind} view="create" />}
            />,
            <Route
              key={edit.path}
              path={within(edit.path)}
              element={<Listing kind={kind} view="edit" />}
            />,
            <Route
              key={show.path}
              path={within(show.path)}
              element={<Listing kind={kind} view="show" />}
            />,
          ];
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
