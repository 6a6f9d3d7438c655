// ARGS: --allow-unregistered-dialect --mlir-use-nameloc-as-prefix --mlir-print-op-generic
func.func @g(%a: i32 loc("arg")) -> i32 {
  %c = arith.constant 1 : i32 loc("foo")
  %d = arith.addi %a, %c : i32 loc("bar")
  %e = arith.constant 2 : index loc(fused["baz", "q"])
  %f = arith.constant 3 : index loc("x.y"(unknown))
  %m = memref.alloc() : memref<4xf32> loc("mem")
  %r:2 = "foo.op"() : () -> (i32, i32) loc("multi")
  return %d : i32
}
func.func @f(%m: memref<4xf32>) {
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index loc("meta")
  %c = arith.constant 1 : i32 loc("foo")
  %c2 = arith.constant 1 : i32 loc("foo")
  %x = arith.constant 5 : i32
  "foo.use"(%b, %o, %s, %t, %c, %c2, %x) : (memref<f32>, index, index, index, i32, i32, i32) -> ()
  return
}
