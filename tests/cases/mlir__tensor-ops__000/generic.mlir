"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, index, f32, tensor<2xi32>, tensor<1x2x1xindex>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: f32, %arg4: tensor<2xi32>, %arg5: tensor<1x2x1xindex>):
    %0 = "tensor.bitcast"(%arg0) : (tensor<4x?xf32>) -> tensor<4x?xi32>
    %1 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %2 = "tensor.concat"(%arg0, %arg0) <{dim = 0 : i64}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
    %3 = "tensor.dim"(%arg0, %arg2) : (tensor<4x?xf32>, index) -> index
    %4 = "tensor.empty"(%arg2) : (index) -> tensor<4x?xf32>
    %5 = "tensor.extract"(%arg0, %arg2, %arg2) : (tensor<4x?xf32>, index, index) -> f32
    %6 = "tensor.extract_slice"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, index) -> tensor<2x2xf32>
    %7 = "tensor.insert_slice"(%6, %arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<4x?xf32>, index) -> tensor<4x?xf32>
    %8 = "tensor.from_elements"(%arg3, %arg3) : (f32, f32) -> tensor<2xf32>
    %9 = "tensor.gather"(%arg0, %arg5) <{gather_dims = array<i64: 1>}> : (tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1xf32>
    %10 = "tensor.scatter"(%9, %arg0, %arg5) <{scatter_dims = array<i64: 1>, unique}> : (tensor<1x2x4x1xf32>, tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<4x?xf32>
    %11 = "tensor.generate"(%arg2) ({
    ^bb0(%arg8: index, %arg9: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (index) -> tensor<4x?xf32>
    %12 = "tensor.insert"(%arg3, %arg0, %arg2, %arg2) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
    %13 = "tensor.pad"(%arg0, %arg2) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<4x?xf32>, index) -> tensor<7x?xf32>
    %14 = "tensor.rank"(%arg1) : (tensor<*xf32>) -> index
    %15 = "tensor.reshape"(%arg0, %arg4) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %16 = "tensor.expand_shape"(%arg0, %arg2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, -9223372036854775808>}> : (tensor<4x?xf32>, index) -> tensor<2x2x?xf32>
    %17 = "tensor.collapse_shape"(%16) <{reassociation = [[0, 1], [2]]}> : (tensor<2x2x?xf32>) -> tensor<4x?xf32>
    %18 = "tensor.splat"(%arg3, %arg2) : (f32, index) -> tensor<4x?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

