#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:25)
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<4xf32, strided<[1]>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14), %arg1: memref<4xf32, strided<[1]>> loc("input.mlir":2:25)):
    %0 = "memref.realloc"(%arg1) : (memref<4xf32, strided<[1]>>) -> memref<8xf32> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

