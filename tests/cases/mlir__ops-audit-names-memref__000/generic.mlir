#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, index, memref<*xf32>, memref<f32>, memref<2xindex>, memref<?x?xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: memref<f32>, %arg4: memref<2xindex>, %arg5: memref<?x?xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    %1 = "memref.alloca"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %2 = "memref.cast"(%arg0) : (memref<4x8xf32>) -> memref<?x?xf32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "memref.dim"(%arg0, %3) : (memref<4x8xf32>, index) -> index
    %5 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<4x8xf32>) -> index
    %6:6 = "memref.extract_strided_metadata"(%arg0) : (memref<4x8xf32>) -> (memref<f32>, index, index, index, index, index)
    %7 = "memref.memory_space_cast"(%arg0) : (memref<4x8xf32>) -> memref<4x8xf32, 1>
    %8 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (memref<4x8xf32>) -> memref<32xf32>
    %9 = "memref.reshape"(%arg2, %arg4) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
    %10 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 8>}> : (memref<4x8xf32>) -> memref<2x2x8xf32>
    %11 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<4x8xf32>) -> memref<32xf32>
    %12 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>) -> memref<2x2xf32, strided<[8, 1]>>
    %13 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %15 = "memref.view"(%14, %3) : (memref<2048xi8>, index) -> memref<64x4xf32>
    %16 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<4x8xf32>) -> memref<4x8xf32>
    %17:6 = "memref.extract_strided_metadata"(%arg5) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %18:2 = "memref.extract_strided_metadata"(%arg3) : (memref<f32>) -> (memref<f32>, index)
    %19 = "memref.rank"(%arg2) : (memref<*xf32>) -> index
    %20 = "memref.load"(%arg0, %3, %3) : (memref<4x8xf32>, index, index) -> f32
    %21 = "memref.realloc"(%1) : (memref<?xf32>) -> memref<10xf32>
    "test.use"(%0, %1, %2, %4, %5, %6#0, %6#1, %6#2, %6#3, %6#4, %6#5, %7, %8, %9, %10, %11, %12, %13, %15, %16, %17#0, %17#1, %17#3, %17#5, %18#0, %18#1, %19, %20, %21) : (memref<4x8xf32>, memref<?xf32>, memref<?x?xf32>, index, index, memref<f32>, index, index, index, index, index, memref<4x8xf32, 1>, memref<32xf32>, memref<?x?xf32>, memref<2x2x8xf32>, memref<32xf32>, memref<2x2xf32, strided<[8, 1]>>, memref<8x4xf32, strided<[1, 8]>>, memref<64x4xf32>, memref<4x8xf32>, memref<f32>, index, index, index, memref<f32>, index, index, f32, memref<10xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

