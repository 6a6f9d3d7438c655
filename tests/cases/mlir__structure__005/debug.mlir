"builtin.module"() <{sym_name = "named"}> ({
  "t.inside"() : () -> () loc(#loc1)
}) {t.attr = 1 : i32} : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)

