"builtin.module"() ({
  "t.symbols"() {a = @foo, b = @foo::@bar::@baz, c = @"with space", d = @"0x"} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

