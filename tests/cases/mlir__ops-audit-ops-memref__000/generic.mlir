#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "g0", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "g1", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<7> : tensor<2xi32>, sym_name = "g2", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
  "memref.global"() <{sym_name = "g3", type = memref<3xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<f32>, sym_name = "g4", sym_visibility = "public", type = memref<f32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32>, index, memref<*xf32>, memref<?x?xf32>, f32, i32, memref<10xi32>, memref<1xi32>, memref<64xf32, 1>) -> (), sym_name = "memref_ops"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: memref<?x?xf32>, %arg4: f32, %arg5: i32, %arg6: memref<10xi32>, %arg7: memref<1xi32>, %arg8: memref<64xf32, 1>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %3 = "memref.alloc"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
    %4 = "memref.alloc"(%arg1) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<2x4xf32, #map>
    %5 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32, 1>
    %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %7 = "memref.alloca"(%arg1) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32, strided<[1]>>
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32, #gpu.address_space<workgroup>>
    "memref.dealloc"(%2) : (memref<4xf32>) -> ()
    %9 = "memref.load"(%arg0, %0, %1) : (memref<4x8xf32>, index, index) -> f32
    %10 = "memref.load"(%arg0, %0, %1) <{nontemporal = true}> : (memref<4x8xf32>, index, index) -> f32
    "memref.store"(%arg4, %arg0, %0, %1) : (f32, memref<4x8xf32>, index, index) -> ()
    "memref.store"(%arg4, %arg0, %0, %1) <{nontemporal = false}> : (f32, memref<4x8xf32>, index, index) -> ()
    %11 = "memref.load"(%arg0, %0, %1) <{alignment = 16 : i64}> : (memref<4x8xf32>, index, index) -> f32
    "memref.copy"(%arg0, %arg0) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    %12 = "memref.rank"(%arg2) : (memref<*xf32>) -> index
    %13 = "memref.dim"(%arg3, %1) : (memref<?x?xf32>, index) -> index
    %14 = "memref.get_global"() <{name = @g0}> : () -> memref<2xf32>
    %15 = "memref.cast"(%arg3) : (memref<?x?xf32>) -> memref<4x8xf32>
    %16 = "memref.cast"(%arg0) : (memref<4x8xf32>) -> memref<*xf32>
    %17 = "memref.realloc"(%6) : (memref<4xf32>) -> memref<8xf32>
    %18 = "memref.realloc"(%7, %arg1) : (memref<?xf32, strided<[1]>>, index) -> memref<?xf32>
    %19 = "memref.subview"(%arg3, %0, %arg1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<?x?xf32>, index, index, index) -> memref<?x2xf32, strided<[?, ?], offset: ?>>
    %20 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>) -> memref<8xf32>
    %21 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 10>>
    %22 = "memref.reinterpret_cast"(%arg3, %0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?x10xf32, strided<[?, 1], offset: ?>>
    %23 = "memref.expand_shape"(%arg3, %arg1, %arg1) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x2x?xf32>
    %24 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<4x8xf32>) -> memref<32xf32>
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xf32>
    %26 = "memref.collapse_shape"(%25) <{reassociation = []}> : (memref<1x1xf32>) -> memref<f32>
    %27 = "memref.transpose"(%arg3) <{permutation = #map2}> : (memref<?x?xf32>) -> memref<?x?xf32, #map1>
    %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %29 = "memref.view"(%28, %0, %arg1) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
    %30 = "memref.memory_space_cast"(%arg0) : (memref<4x8xf32>) -> memref<4x8xf32, 3>
    %31 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<4x8xf32>) -> index
    %32:6 = "memref.extract_strided_metadata"(%arg3) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %33 = "memref.assume_alignment"(%arg3) <{alignment = 64 : i32}> : (memref<?x?xf32>) -> memref<?x?xf32>
    %34 = "memref.atomic_rmw"(%arg4, %arg0, %0, %1) <{kind = 0 : i64}> : (f32, memref<4x8xf32>, index, index) -> f32
    %35 = "memref.atomic_rmw"(%arg5, %arg6, %0) <{kind = 6 : i64}> : (i32, memref<10xi32>, index) -> i32
    %36 = "memref.generic_atomic_rmw"(%arg0, %0, %1) ({
    ^bb0(%arg9: f32):
      %43 = "arith.addf"(%arg9, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%43) : (f32) -> ()
    }) : (memref<4x8xf32>, index, index) -> f32
    "memref.prefetch"(%arg0, %0, %1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x8xf32>, index, index) -> ()
    "memref.prefetch"(%arg0, %0, %1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<4x8xf32>, index, index) -> ()
    "memref.alloca_scope"() ({
      %42 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %37 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg4) : (f32) -> ()
    }) : () -> f32
    %38 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xf32, 2>
    %39 = "arith.constant"() <{value = 64 : index}> : () -> index
    "memref.dma_start"(%arg8, %0, %38, %0, %39, %arg7, %0) : (memref<64xf32, 1>, index, memref<64xf32, 2>, index, index, memref<1xi32>, index) -> ()
    "memref.dma_start"(%arg8, %0, %38, %0, %39, %arg7, %0, %1, %1) : (memref<64xf32, 1>, index, memref<64xf32, 2>, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg7, %0, %39) : (memref<1xi32>, index, index) -> ()
    %40 = "memref.reshape"(%arg2, %arg6) : (memref<*xf32>, memref<10xi32>) -> memref<*xf32>
    %41:2 = "memref.distinct_objects"(%arg0, %arg3) : (memref<4x8xf32>, memref<?x?xf32>) -> (memref<4x8xf32>, memref<?x?xf32>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

