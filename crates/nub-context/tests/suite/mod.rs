mod skills;
