#loc2 = loc("input.mlir":2:48)
#loc3 = loc("input.mlir":2:88)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<3x1xf32, strided<[2, 1]>>, memref<3xf32>) -> (), sym_name = "simplify_collapse_with_dim_of_size1"}> ({
  ^bb0(%arg0: memref<3x1xf32, strided<[2, 1]>> loc("input.mlir":2:48), %arg1: memref<3xf32> loc("input.mlir":2:88)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<3x1xf32, strided<[2, 1]>>) -> memref<3xf32, strided<[2]>> loc(#loc4)
    "memref.copy"(%0, %arg1) : (memref<3xf32, strided<[2]>>, memref<3xf32>) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":4:21)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":9:3)

