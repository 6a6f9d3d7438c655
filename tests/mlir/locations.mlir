// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file %s
"t.a"() : () -> () loc(unknown)
"t.b"() : () -> () loc("file.mlir":10:20)
"t.c"() : () -> () loc("file.mlir":10:20 to 11:2)
"t.d"() : () -> () loc("file.mlir":10:20 to :30)
"t.e"() : () -> () loc("name")
"t.f"() : () -> () loc("name"("file.mlir":1:1))
"t.g"() : () -> () loc(callsite("callee" at "caller.mlir":3:4))
"t.h"() : () -> () loc(fused["a", "b":1:2])
"t.i"() : () -> () loc(fused<"meta">["a"])
"t.j"() : () -> () loc(fused[])
"t.k"() : () -> () loc(#later)
#later = loc("defined after use")
// -----
"t.region"() ({
^bb0(%a: i32 loc("arg"), %b: f32):
  "t.use"(%a, %b) : (i32, f32) -> () loc(fused<#t.meta>["x", "y"])
}) : () -> ()
