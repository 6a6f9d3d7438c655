
// Unregistered ops' regions need no order within a block.
"t.r"() ({
  "t.use"(%v) : (i32) -> ()
  %v = "t.def"() : () -> i32
}) : () -> ()
