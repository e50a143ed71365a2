import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '@/components/query-state';
import { supportPaths } from '@/config/support-paths';
import { SupportNav, SupportSectionGate } from '@/features/staff/components/support-nav';
import { Component as NotFoundPage } from './not-found';

type ScreenModule = { Component: ComponentType };

/** A screen of the area, loaded when it is first opened. */
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(async () => ({ default: (await load()).Component }));

const Dashboard = screen(() => import('./support/dashboard'));
const Complaints = screen(() => import('./support/complaints'));
const Users = screen(() => import('./support/users'));
const User = screen(() => import('./support/user'));
const Chats = screen(() => import('./support/chats'));
const Chat = screen(() => import('./support/chat'));
const Advertisement = screen(() => import('./support/advertisement'));
const Slider = screen(() => import('./support/slider'));
const Slide = screen(() => import('./support/slide'));

/** A support path (`paths`) relative to the area. */
const within = (path: string) => path.replace(/^\/support\/?/, '');

/**
 * The support area (/support/*): its sections on top, the section's screen below. Its screens
 * are routed here rather than in the app's route table, so the first load of every other page
 * carries one entry for the whole area.
 */
export function Component() {
  return (
    <>
      <SupportNav />
      <Suspense fallback={<LoadingState page />}>
        <SupportSectionGate>
          <Routes>
            <Route index element={<Dashboard />} />
            <Route path={within(supportPaths.complaints.path)} element={<Complaints />} />
            <Route path={within(supportPaths.users.path)} element={<Users />} />
            <Route path={within(supportPaths.user.path)} element={<User />} />
            <Route path={within(supportPaths.chats.path)} element={<Chats />} />
            <Route path={within(supportPaths.chat.path)} element={<Chat />} />
            <Route path={within(supportPaths.advertisement.path)} element={<Advertisement />} />
            <Route path={within(supportPaths.slider.path)} element={<Slider />} />
            <Route path={within(supportPaths.slideCreate.path)} element={<Slide />} />
            <Route path={within(supportPaths.slideEdit.path)} element={<Slide />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </SupportSectionGate>
      </Suspense>
    </>
  );
}
