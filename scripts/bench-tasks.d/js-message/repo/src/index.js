import { greeting } from "./greeting.js";

console.log(greeting("team"));
