"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x?xf32>, memref<8x?xf32>, index, index) -> (), sym_name = "slices"}> ({
  ^bb0(%arg0: tensor<8x?xf32>, %arg1: memref<8x?xf32>, %arg2: index, %arg3: index):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x?xf32>) -> tensor<3x4xf32>
    %1 = "tensor.extract_slice"(%0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<3x4xf32>, index, index) -> tensor<?xf32>
    %2 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 0, 0>, static_strides = array<i64: 1, 1>}> : (tensor<8x?xf32>) -> tensor<0x0xf32>
    %3 = "memref.subview"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 2, 1>}> : (memref<8x?xf32>) -> memref<3x4xf32, strided<[?, 1], offset: ?>>
    %4 = "memref.subview"(%3, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<3x4xf32, strided<[?, 1], offset: ?>>, index, index) -> memref<?xf32, strided<[1], offset: ?>>
    %5 = "scf.execute_region"() ({
      "scf.yield"(%arg2) : (index) -> ()
    }) : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

