// Being built (issue 4): the shared placeholder until the screen lands.
export { Component } from '../coming-soon';
