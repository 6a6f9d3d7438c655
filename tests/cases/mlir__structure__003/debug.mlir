"builtin.module"() ({
  "t.props"() <{a = 1 : i32, b = [2]}> {c = "d"} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

