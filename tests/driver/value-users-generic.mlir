// ARGS: --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic --mlir-print-debuginfo
// Results list their users (deduplicated, in use-list order), ops without
// results but with operands print their id, block arguments get a comment
// line each; ops without results take a number from the value counter.
%0 = "t.a"() : () -> i32
%1:2 = "t.b"(%0, %0) : (i32, i32) -> (i32, i32)
%2 = "t.one"(%1#1) : (i32) -> i32
%3 = builtin.unrealized_conversion_cast %2, %2 : i32, i32 to i64
%4 = "t.unused"() : () -> i32
"t.noop"() : () -> ()
"t.c"(%1#0, %3) ({
^bb0(%x: i32, %y: i32):
  %5 = "t.d"(%x, %0) : (i32, i32) -> i32
  "t.br"(%5)[^bb1] : (i32) -> ()
^bb1(%z: i32):
  "t.e"(%z) : (i32) -> ()
}, {
}) : (i32, i64) -> ()
"t.f"() ({
  "t.br"()[^bb2] : () -> ()
^bb1:
  "t.g"(%6) : (i32) -> ()
  "t.br"()[^bb2] : () -> ()
^bb2:
  %6 = "t.h"() : () -> i32
  "t.g"(%6, %6) : (i32, i32) -> ()
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
module {
  %7 = "t.i"() : () -> i32
  "t.j"(%7) : (i32) -> ()
}
