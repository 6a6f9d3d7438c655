// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
%0:2 = "t.pair"() : () -> (i32, i64)
"t.use"(%0#1, %0#0) : (i64, i32) -> ()
// -----
"t.cfg"() ({
^bb0(%x: i32):
  "t.br"(%x)[^bb2] : (i32) -> ()
^bb1:
  "t.ret"() : () -> ()
^bb2(%y: i32):
  "t.cond"(%y, %y)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> ()
}) : () -> ()
// -----
"t.graph"() ({
  "t.a"(%1) : (i32) -> ()
  %1 = "t.b"() : () -> i32
}) : () -> ()
// -----
"t.props"() <{a = 1 : i32, b = [2]}> {c = "d"} : () -> ()
// -----
"t.regions"() ({
  "t.x"() : () -> ()
}, {
}, {
^bb0:
  "t.y"() : () -> ()
}) : () -> ()
// -----
module @named attributes {t.attr = 1 : i32} {
  "t.inside"() : () -> ()
}
// -----
module {
  module @nested {
  }
}
// -----
%c = "t.c"() : () -> i32
%x = builtin.unrealized_conversion_cast %c : i32 to i64
%y:2 = builtin.unrealized_conversion_cast %c, %c : i32, i32 to i64, f32
