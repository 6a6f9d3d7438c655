#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1, 4]> : tensor<2xi32>, sym_name = "c", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "z", type = memref<3xf16>}> : () -> ()
  "memref.global"() <{sym_name = "y", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "func.func"() <{function_type = (memref<10x?xf32>, index, memref<*xf32>, f32, memref<2048xi8>, memref<1xi32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x?xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: f32, %arg4: memref<2048xi8>, %arg5: memref<1xi32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.alloc"(%arg1) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
    %2 = "memref.alloca"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<4x?xf32, #map>
    %3 = "memref.realloc"(%0) : (memref<4xf32>) -> memref<8xf32>
    "memref.dealloc"(%1) : (memref<4x?xf32>) -> ()
    %4 = "memref.load"(%arg0, %arg1, %arg1) <{alignment = 8 : i64, nontemporal = true}> : (memref<10x?xf32>, index, index) -> f32
    "memref.store"(%arg3, %arg0, %arg1, %arg1) <{nontemporal = false}> : (f32, memref<10x?xf32>, index, index) -> ()
    %5 = "memref.cast"(%arg0) : (memref<10x?xf32>) -> memref<?x?xf32>
    %6 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<10x?xf32>, index) -> memref<2x2xf32, strided<[?, 1], offset: ?>>
    %7 = "memref.reinterpret_cast"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<10x?xf32>, index, index) -> memref<?x10xf32, strided<[1, ?]>>
    %8 = "memref.view"(%arg4, %arg1, %arg1) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
    %9 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 5, -9223372036854775808>}> : (memref<10x?xf32>, index) -> memref<2x5x?xf32>
    %10 = "memref.collapse_shape"(%9) <{reassociation = [[0, 1], [2]]}> : (memref<2x5x?xf32>) -> memref<10x?xf32>
    %11 = "memref.get_global"() <{name = @c}> : () -> memref<2xi32>
    "memref.copy"(%arg0, %arg0) : (memref<10x?xf32>, memref<10x?xf32>) -> ()
    %12 = "memref.dim"(%arg0, %arg1) : (memref<10x?xf32>, index) -> index
    %13 = "memref.rank"(%arg2) : (memref<*xf32>) -> index
    %14 = "memref.atomic_rmw"(%arg3, %arg0, %arg1, %arg1) <{kind = 0 : i64}> : (f32, memref<10x?xf32>, index, index) -> f32
    %15 = "memref.generic_atomic_rmw"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg6: f32):
      "memref.atomic_yield"(%arg6) : (f32) -> ()
    }) : (memref<10x?xf32>, index, index) -> f32
    %16 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<10x?xf32>) -> memref<10x?xf32>
    %17:6 = "memref.extract_strided_metadata"(%arg0) : (memref<10x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %18 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<10x?xf32>) -> index
    %19 = "memref.memory_space_cast"(%arg0) : (memref<10x?xf32>) -> memref<10x?xf32, 1>
    "memref.prefetch"(%arg0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<10x?xf32>, index, index) -> ()
    %20 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<10x?xf32>) -> memref<?x10xf32, strided<[1, ?]>>
    "memref.dma_start"(%arg0, %arg1, %arg1, %arg0, %arg1, %arg1, %arg1, %arg5, %arg1) : (memref<10x?xf32>, index, index, memref<10x?xf32>, index, index, index, memref<1xi32>, index) -> ()
    "memref.dma_wait"(%arg5, %arg1, %arg1) : (memref<1xi32>, index, index) -> ()
    %21:2 = "memref.distinct_objects"(%arg0, %arg4) : (memref<10x?xf32>, memref<2048xi8>) -> (memref<10x?xf32>, memref<2048xi8>)
    %22 = "memref.reshape"(%arg0, %arg5) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32>
    %23 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg3) : (f32) -> ()
    }) : () -> f32
    "memref.alloca_scope"() ({
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

