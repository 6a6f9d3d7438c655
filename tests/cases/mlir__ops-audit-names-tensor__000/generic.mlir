"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, index, tensor<*xf32>, tensor<2xindex>, f32, tensor<1x1xindex>, tensor<1x1x8xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: index, %arg2: tensor<*xf32>, %arg3: tensor<2xindex>, %arg4: f32, %arg5: tensor<1x1xindex>, %arg6: tensor<1x1x8xf32>):
    %0 = "tensor.cast"(%arg0) : (tensor<4x8xf32>) -> tensor<?x?xf32>
    %1 = "tensor.concat"(%arg0, %arg0) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "tensor.dim"(%arg0, %2) : (tensor<4x8xf32>, index) -> index
    %4 = "tensor.extract"(%arg0, %2, %2) : (tensor<4x8xf32>, index, index) -> f32
    %5 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<2x2xf32>
    %6 = "tensor.from_elements"(%arg4, %arg4) : (f32, f32) -> tensor<2xf32>
    %7 = "tensor.gather"(%arg0, %arg5) <{gather_dims = array<i64: 0>}> : (tensor<4x8xf32>, tensor<1x1xindex>) -> tensor<1x1x8xf32>
    %8 = "tensor.generate"(%arg1) ({
    ^bb0(%arg9: index, %arg10: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (index) -> tensor<?x3xf32>
    %9 = "tensor.insert"(%arg4, %arg0, %2, %2) : (f32, tensor<4x8xf32>, index, index) -> tensor<4x8xf32>
    %10 = "tensor.insert_slice"(%5, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %11 = "tensor.rank"(%arg2) : (tensor<*xf32>) -> index
    %12 = "tensor.reshape"(%arg2, %arg3) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %13 = "tensor.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 8>}> : (tensor<4x8xf32>) -> tensor<2x2x8xf32>
    %14 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x8xf32>) -> tensor<32xf32>
    %15 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "tensor.yield"(%arg4) : (f32) -> ()
    }) : (tensor<4x8xf32>) -> tensor<6x10xf32>
    %16 = "tensor.scatter"(%arg6, %arg0, %arg5) <{scatter_dims = array<i64: 0>, unique}> : (tensor<1x1x8xf32>, tensor<4x8xf32>, tensor<1x1xindex>) -> tensor<4x8xf32>
    %17 = "tensor.splat"(%arg4) : (f32) -> tensor<4xf32>
    %18 = "tensor.empty"() : () -> tensor<4xf32>
    %19 = "tensor.bitcast"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %20 = "tensor.splat"(%arg4, %arg1) : (f32, index) -> tensor<?xf32>
    "test.use"(%0, %1, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (tensor<?x?xf32>, tensor<8x8xf32>, index, f32, tensor<2x2xf32>, tensor<2xf32>, tensor<1x1x8xf32>, tensor<?x3xf32>, tensor<4x8xf32>, tensor<4x8xf32>, index, tensor<?x?xf32>, tensor<2x2x8xf32>, tensor<32xf32>, tensor<6x10xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xi32>, tensor<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

