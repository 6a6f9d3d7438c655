#loc3 = loc("input.mlir":4:19)
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "g", sym_visibility = "private", type = memref<f32>}> : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<4x?xf32>) -> (memref<f32>, index, memref<f32>, index, index, index), sym_name = "others"}> ({
  ^bb0(%arg0: memref<4x?xf32> loc("input.mlir":4:19)):
    %0 = "memref.get_global"() <{name = @g}> : () -> memref<f32> loc(#loc4)
    %1:2 = "memref.extract_strided_metadata"(%0) : (memref<f32>) -> (memref<f32>, index) loc(#loc5)
    %2 = "memref.assume_alignment"(%arg0) <{alignment = 64 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32> loc(#loc6)
    %3:6 = "memref.extract_strided_metadata"(%2) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index) loc(#loc7)
    %4:2 = "memref.extract_strided_metadata"(%3#0) : (memref<f32>) -> (memref<f32>, index) loc(#loc8)
    "func.return"(%1#0, %1#1, %4#0, %4#1, %3#3, %3#4) : (memref<f32>, index, memref<f32>, index, index, index) -> () loc(#loc9)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:14)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:28)
#loc8 = loc("input.mlir":9:14)
#loc9 = loc("input.mlir":10:3)

