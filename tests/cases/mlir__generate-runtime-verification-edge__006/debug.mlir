#loc2 = loc("input.mlir":4:19)
#loc3 = loc("input.mlir":4:40)
#loc4 = loc("input.mlir":4:61)
#loc5 = loc("input.mlir":4:72)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x?xf32>, memref<8x?xf32>, index, index) -> (), sym_name = "slices"}> ({
  ^bb0(%arg0: tensor<8x?xf32> loc("input.mlir":4:19), %arg1: memref<8x?xf32> loc("input.mlir":4:40), %arg2: index loc("input.mlir":4:61), %arg3: index loc("input.mlir":4:72)):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x?xf32>) -> tensor<3x4xf32> loc(#loc6)
    %1 = "tensor.extract_slice"(%0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<3x4xf32>, index, index) -> tensor<?xf32> loc(#loc7)
    %2 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 0, 0>, static_strides = array<i64: 1, 1>}> : (tensor<8x?xf32>) -> tensor<0x0xf32> loc(#loc8)
    %3 = "memref.subview"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 2, 1>}> : (memref<8x?xf32>) -> memref<3x4xf32, strided<[?, 1], offset: ?>> loc(#loc9)
    %4 = "memref.subview"(%3, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<3x4xf32, strided<[?, 1], offset: ?>>, index, index) -> memref<?xf32, strided<[1], offset: ?>> loc(#loc10)
    %5 = "scf.execute_region"() ({
      "scf.yield"(%arg2) : (index) -> () loc(#loc12)
    }) : () -> index loc(#loc11)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:8)
#loc11 = loc("input.mlir":10:8)
#loc12 = loc("input.mlir":11:5)
#loc13 = loc("input.mlir":13:3)

