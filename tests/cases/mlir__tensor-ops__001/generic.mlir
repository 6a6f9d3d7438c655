"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<*xf32>, index, f32, tensor<?xi32>, tensor<4x4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: f32, %arg4: tensor<?xi32>, %arg5: tensor<4x4xf32>):
    %0 = "tensor.empty"() : () -> tensor<4xf32>
    %1 = "tensor.splat"(%arg3) : (f32) -> tensor<4xf32>
    %2 = "tensor.extract"(%arg0) : (tensor<f32>) -> f32
    %3 = "tensor.from_elements"() : () -> tensor<0xf32>
    %4 = "tensor.generate"() ({
    ^bb0(%arg10: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : () -> tensor<4xf32>
    %5 = "tensor.pad"(%arg5, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 1>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg8: index, %arg9: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) {foo} : (tensor<4x4xf32>, index) -> tensor<?x5xf32>
    %6 = "tensor.extract_slice"(%arg5, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> {x = 1 : i64} : (tensor<4x4xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>
    %7 = "tensor.insert_slice"(%6, %arg5, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> {y} : (tensor<?x?xf32>, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    %8 = "tensor.reshape"(%arg1, %arg4) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
    %9 = "tensor.concat"(%arg5) <{dim = 1 : i64}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %10 = "tensor.expand_shape"(%arg0) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (tensor<f32>) -> tensor<1x1xf32>
    %11 = "tensor.collapse_shape"(%10) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
    %12 = "tensor.dim"(%arg1, %arg2) {a} : (tensor<*xf32>, index) -> index
    %13 = "tensor.cast"(%arg1) {b = 2 : i64} : (tensor<*xf32>) -> tensor<4x4xf32>
    %14 = "tensor.rank"(%arg5) {c} : (tensor<4x4xf32>) -> index
    %15 = "tensor.extract_slice"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4xf32>
    %16 = "tensor.insert_slice"(%15, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %17 = "tensor.bitcast"(%arg5) : (tensor<4x4xf32>) -> tensor<4x4xui32>
    %18 = "tensor.generate"(%arg2, %arg2) ({
    ^bb0(%arg6: index, %arg7: index):
      %25 = "t.foo"() : () -> f32
      "tensor.yield"(%25) : (f32) -> ()
    }) : (index, index) -> tensor<?x?xf32>
    %19 = "tensor.from_elements"(%arg3, %arg3, %arg3, %arg3) : (f32, f32, f32, f32) -> tensor<2x2xf32>
    %20 = "tensor.extract"(%19, %arg2, %arg2) {e} : (tensor<2x2xf32>, index, index) -> f32
    %21 = "tensor.insert"(%arg3, %19, %arg2, %arg2) {e} : (f32, tensor<2x2xf32>, index, index) -> tensor<2x2xf32>
    %22 = "tensor.splat"(%arg3, %arg2, %arg2) {s} : (f32, index, index) -> tensor<?x?xf32>
    %23 = "tensor.empty"(%arg2, %arg2) {s} : (index, index) -> tensor<?x?xf32, "enc">
    %24 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64>, static_low = array<i64>}> ({
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

