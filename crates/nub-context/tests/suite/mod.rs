mod map;
