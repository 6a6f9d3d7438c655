// ARGS: --allow-unregistered-dialect --mlir-use-nameloc-as-prefix --mlir-print-op-generic --mlir-print-value-users
// Values take the first NameLoc of their location (pre-order), sanitized
// and made unique with _N against the names visible from their region.
#loc = loc("aliased")
%0 = "t.a"() : () -> i32 loc("alice")
%1 = "t.a"() : () -> i32 loc("alice")
%2:2 = "t.b"() : () -> (i32, i32) loc(fused["x":1:1, "bob"("y":2:2), "carol"])
%3 = "t.c"() : () -> i32 loc(callsite("q":1:1 at "dave"))
%4 = "t.c"() : () -> i32 loc("1abc")
%5 = "t.c"() : () -> i32 loc("a b-c$d.e!f\C3\A9")
%6 = "t.c"() : () -> i32 loc("")
%7 = "t.c"() : () -> i32 loc("alice_0")
%8 = "t.c"() : () -> i32 loc(#loc)
%9 = "t.c"() : () -> i32 loc("f":1:2)
"t.r"(%0, %1, %2#1, %3, %4, %5, %6, %7, %8, %9) ({
^bb0(%x: i32 loc("alice"), %y: i32, %z: i32 loc("")):
  %10 = "t.d"(%x) : (i32) -> i32 loc("alice")
  "t.br"()[^bb1] : () -> ()
^bb1(%w: i32 loc("wan"), %v: i32 loc("")):
  "t.e"(%w, %y, %z, %10) : (i32, i32, i32, i32) -> ()
}, {
^bb0(%x: i32 loc("alice")):
  %10 = "t.d"(%x) : (i32) -> i32 loc("zed")
  "t.f"() ({
  ^bb0(%q: i32):
    %11 = "t.d"(%q, %x) : (i32, i32) -> i32 loc("zed")
  }) : () -> ()
}) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
%20 = "t.z"() : () -> i32 loc("arg1")
module @m {
  %21 = "t.in"() : () -> i32 loc("aliased")
}
