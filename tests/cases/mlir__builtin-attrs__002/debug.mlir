"builtin.module"() ({
  "t.strings"() {a = "plain", b = "esc\22aped\\\0A\09", c = "\00\01\7F\FF", d = "typed" : i32, e = ""} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

