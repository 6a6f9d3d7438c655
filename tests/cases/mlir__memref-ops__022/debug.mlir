#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:49)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2048xi8, strided<[1]>>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<2048xi8, strided<[1]>> loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:49)):
    %0 = "memref.view"(%arg0, %arg1) : (memref<2048xi8, strided<[1]>>, index) -> memref<4xf32> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

