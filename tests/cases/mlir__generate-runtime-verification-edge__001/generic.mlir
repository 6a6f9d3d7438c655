"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<?xf32>, f32) -> (), sym_name = "folded_sizes"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
    %1 = "memref.load"(%0, %arg1, %arg1) : (memref<?x4xf32>, index, index) -> f32
    %2 = "memref.cast"(%arg2) : (memref<?xf32>) -> memref<?xf32>
    %3 = "memref.cast"(%0) : (memref<?x4xf32>) -> memref<?x?xf32>
    %4 = "memref.load"(%3, %arg1, %arg1) : (memref<?x?xf32>, index, index) -> f32
    %5 = "memref.subview"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (memref<?x4xf32>, index) -> memref<?x2xf32, strided<[4, 1]>>
    %6 = "memref.load"(%5, %arg1, %arg1) : (memref<?x2xf32, strided<[4, 1]>>, index, index) -> f32
    %7 = "tensor.empty"(%arg0) : (index) -> tensor<?x5xf32>
    %8 = "tensor.extract"(%7, %arg1, %arg1) : (tensor<?x5xf32>, index, index) -> f32
    %9 = "tensor.insert"(%arg3, %7, %arg1, %arg1) : (f32, tensor<?x5xf32>, index, index) -> tensor<?x5xf32>
    %10 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %11 = "memref.load"(%10) : (memref<f32>) -> f32
    "memref.store"(%11, %10) : (f32, memref<f32>) -> ()
    %12 = "tensor.empty"() : () -> tensor<f32>
    %13 = "tensor.extract"(%12) : (tensor<f32>) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

