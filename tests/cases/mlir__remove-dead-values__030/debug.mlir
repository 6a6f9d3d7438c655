#loc2 = loc("input.mlir":3:16)
#loc3 = loc("input.mlir":3:35)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, index) -> f32, sym_name = "mem"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("input.mlir":3:16), %arg1: index loc("input.mlir":3:35)):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32> loc(#loc4)
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32> loc(#loc5)
    %2 = "tensor.extract"(%arg0, %arg1) : (tensor<4xf32>, index) -> f32 loc(#loc6)
    %3 = "tensor.insert"(%2, %arg0, %arg1) : (f32, tensor<4xf32>, index) -> tensor<4xf32> loc(#loc7)
    %4 = "memref.load"(%0, %arg1) : (memref<4xf32>, index) -> f32 loc(#loc8)
    "memref.dealloc"(%0) : (memref<4xf32>) -> () loc(#loc9)
    "func.return"(%2) : (f32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)
#loc10 = loc("input.mlir":10:3)

