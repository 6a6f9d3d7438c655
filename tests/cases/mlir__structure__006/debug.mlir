"builtin.module"() ({
  "builtin.module"() <{sym_name = "nested"}> ({
  ^bb0:
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)

