// RUN: mlir-opt -fold-memref-alias-ops -split-input-file %s

func.func @fold_static_stride_subview_with_load(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index) -> f32 {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
  %1 = memref.load %0[%arg3, %arg4] : memref<4x4xf32, strided<[64, 3], offset: ?>>
  return %1 : f32
}

// -----

func.func @fold_dynamic_stride_subview_with_load(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index, %arg5 : index, %arg6 : index) -> f32 {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][%arg5, %arg6] :
    memref<12x32xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %1 = memref.load %0[%arg3, %arg4] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %1 : f32
}

// -----

func.func @fold_static_stride_subview_with_store(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index, %arg5 : f32) {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][2, 3] :
    memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
  memref.store %arg5, %0[%arg3, %arg4] : memref<4x4xf32, strided<[64, 3], offset: ?>>
  return
}

// -----

func.func @fold_dynamic_stride_subview_with_store(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index, %arg5 : index, %arg6 : index, %arg7 : f32) {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][%arg5, %arg6] :
    memref<12x32xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  memref.store %arg7, %0[%arg3, %arg4] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

func.func @fold_rank_reducing_subview_with_load
    (%arg0 : memref<?x?x?x?x?x?xf32>, %arg1 : index, %arg2 : index,
     %arg3 : index, %arg4 : index, %arg5 : index, %arg6 : index,
     %arg7 : index, %arg8 : index, %arg9 : index, %arg10: index,
     %arg11 : index, %arg12 : index, %arg13 : index, %arg14: index,
     %arg15 : index, %arg16 : index) -> f32 {
  %0 = memref.subview %arg0[%arg1, %arg2, %arg3, %arg4, %arg5, %arg6][4, 1, 1, 4, 1, 1][%arg7, %arg8, %arg9, %arg10, %arg11, %arg12] : memref<?x?x?x?x?x?xf32> to memref<4x1x4x1xf32, strided<[?, ?, ?, ?], offset: ?>>
  %1 = memref.load %0[%arg13, %arg14, %arg15, %arg16] : memref<4x1x4x1xf32, strided<[?, ?, ?, ?], offset: ?>>
  return %1 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index) -> f32 {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
  %1 = affine.load %0[%arg3, %arg4] : memref<4x4xf32, strided<[64, 3], offset: ?>>
  affine.store %1, %0[%arg3, %arg4] : memref<4x4xf32, strided<[64, 3], offset: ?>>
  return %1 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_expand_shape(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index) -> f32 {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 6, 32] : memref<12x32xf32> into memref<2x6x32xf32>
  %1 = affine.load %0[%arg1, %arg2, %arg3] : memref<2x6x32xf32>
  return %1 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_collapse_shape(%arg0 : memref<2x6x32xf32>, %arg1 : index, %arg2 : index) -> f32 {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x6x32xf32> into memref<12x32xf32>
  %1 = affine.load %0[%arg1, %arg2] : memref<12x32xf32>
  return %1 : f32
}

// -----

func.func @fold_dynamic_size_collapse_shape_with_affine_load(%arg0 : memref<?x6x32xf32>, %arg1 : index, %arg2 : index) -> f32 {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x6x32xf32> into memref<?x32xf32>
  %1 = affine.load %0[%arg1, %arg2] : memref<?x32xf32>
  return %1 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_3d(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4: index) -> f32 {
  %0 = memref.expand_shape %arg0 [[0, 1, 2], [3]] output_shape [2, 2, 3, 32] : memref<12x32xf32> into memref<2x2x3x32xf32>
  %1 = affine.load %0[%arg1, %arg2, %arg3, %arg4] : memref<2x2x3x32xf32>
  return %1 : f32
}

// -----

func.func @fold_dynamic_subview_with_memref_load_expand_shape(%arg0 : memref<16x?xf32, strided<[16, 1]>>, %arg1 : index, %arg2 : index, %sz0: index) -> f32 {
  %c0 = arith.constant 0 : index
  %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 16, %sz0, 1] : memref<16x?xf32, strided<[16, 1]>> into memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
  %0 = memref.load %expand_shape[%c0, %arg1, %arg2, %c0] {nontemporal = true} : memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
  return %0 : f32
}

// -----

func.func @fold_dynamic_subview_with_memref_store_expand_shape(%arg0 : memref<16x?xf32, strided<[16, 1]>>, %arg1 : index, %arg2 : index, %sz0 : index) {
  %c0 = arith.constant 0 : index
  %c1f32 = arith.constant 1.0 : f32
  %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 16, %sz0, 1] : memref<16x?xf32, strided<[16, 1]>> into memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
  memref.store %c1f32, %expand_shape[%c0, %arg1, %arg2, %c0] {nontemporal = true} : memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
  return
}

// -----

func.func @fold_memref_alias_expand_shape_subview_load_store_dynamic_dim(%alloc: memref<2048x16xf32>, %c10: index, %c5: index, %c0: index, %sz0: index) {
  %subview = memref.subview %alloc[%c5, 0] [%c10, 16] [1, 1] : memref<2048x16xf32> to memref<?x16xf32, strided<[16, 1], offset: ?>>
  %expand_shape = memref.expand_shape %subview [[0], [1, 2, 3]] output_shape [%sz0, 1, 8, 2] : memref<?x16xf32, strided<[16, 1], offset: ?>> into memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>
  %dim = memref.dim %expand_shape, %c0 : memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>

  affine.for %arg6 = 0 to %dim step 64 {
    affine.for %arg7 = 0 to 16 step 16 {
      %dummy_load = affine.load %expand_shape[%arg6, 0, %arg7, %arg7] : memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>
      affine.store %dummy_load, %subview[%arg6, %arg7] : memref<?x16xf32, strided<[16, 1], offset: ?>>
    }
  }
  return
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_expand_shape(%arg0: memref<1024x1024xf32>, %arg1: memref<1xf32>, %arg2: index) -> f32 {
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 1024, 1024, 1] : memref<1024x1024xf32> into memref<1x1024x1024x1xf32>
  affine.for %arg3 = 0 to 1 {
    affine.for %arg4 = 0 to 1024 {
      affine.for %arg5 = 0 to 1020 {
        affine.for %arg6 = 0 to 1 {
          %1 = affine.load %0[%arg3, %arg4, %arg5, %arg6] : memref<1x1024x1024x1xf32>
          affine.store %1, %arg1[%arg2] : memref<1xf32>
        }
      }
    }
  }
  %2 = affine.load %arg1[%arg2] : memref<1xf32>
  return %2 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_when_access_index_is_an_expression(%arg0: memref<1024x1024xf32>, %arg1: memref<1xf32>, %arg2: index) -> f32 {
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 1024, 1024, 1] : memref<1024x1024xf32> into memref<1x1024x1024x1xf32>
  affine.for %arg3 = 0 to 1 {
    affine.for %arg4 = 0 to 1024 {
      affine.for %arg5 = 0 to 1020 {
        affine.for %arg6 = 0 to 1 {
          %1 = affine.load %0[%arg3, %arg4 + %arg3, %arg5, %arg6] : memref<1x1024x1024x1xf32>
          affine.store %1, %arg1[%arg2] : memref<1xf32>
        }
      }
    }
  }
  %2 = affine.load %arg1[%arg2] : memref<1xf32>
  return %2 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_with_constant_access_index(%arg0: memref<1024x1024xf32>, %arg1: memref<1xf32>, %arg2: index) -> f32 {
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 1024, 1024, 1] : memref<1024x1024xf32> into memref<1x1024x1024x1xf32>
  %cst = arith.constant 0 : index
  affine.for %arg3 = 0 to 1 {
    affine.for %arg4 = 0 to 1024 {
      affine.for %arg5 = 0 to 1020 {
        affine.for %arg6 = 0 to 1 {
          %1 = memref.load %0[%arg3, %cst, %arg5, %arg6] : memref<1x1024x1024x1xf32>
          memref.store %1, %arg1[%arg2] : memref<1xf32>
        }
      }
    }
  }
  %2 = memref.load %arg1[%arg2] : memref<1xf32>
  return %2 : f32
}

// -----

func.func @fold_static_stride_subview_with_affine_load_store_collapse_shape_with_0d_result(%arg0: memref<1xf32>, %arg1: memref<1xf32>) -> memref<1xf32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1xf32> into memref<f32>
  affine.for %arg2 = 0 to 3 {
    %1 = affine.load %0[] : memref<f32>
    affine.store %1, %arg1[0] : memref<1xf32>
  }
  return %arg1 : memref<1xf32>
}

// -----

// Adapted: mlir-opt 22 rejects upstream's out-of-bounds offsets here.
func.func @subview_of_subview(%m: memref<4x1024xf32, 3>, %pos: index)
    -> memref<f32, strided<[], offset: ?>, 3>
{
  %0 = memref.subview %m[3, %pos] [1, 2] [1, 1]
      : memref<4x1024xf32, 3>
        to memref<1x2xf32, strided<[1024, 1], offset: ?>, 3>
  %1 = memref.subview %0[0, 1] [1, 1] [1, 1]
      : memref<1x2xf32, strided<[1024, 1], offset: ?>, 3>
        to memref<f32, strided<[], offset: ?>, 3>
  return %1 : memref<f32, strided<[], offset: ?>, 3>
}

// -----

func.func @subview_of_subview_rank_reducing(%m: memref<?x?x?xf32>,
                                            %sz: index, %pos: index)
    -> memref<f32, strided<[], offset: ?>>
{
  %0 = memref.subview %m[3, 1, 8] [1, %sz, 1] [1, 1, 1]
      : memref<?x?x?xf32>
        to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.subview %0[6] [1] [1]
      : memref<?xf32, strided<[?], offset: ?>>
        to memref<f32, strided<[], offset: ?>>
  return %1 : memref<f32, strided<[], offset: ?>>
}

// -----

func.func @fold_load_keep_nontemporal(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index) -> f32 {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
  %1 = memref.load %0[%arg3, %arg4] {nontemporal = true }: memref<4x4xf32, strided<[64, 3], offset: ?>>
  return %1 : f32
}

// -----

func.func @fold_store_keep_nontemporal(%arg0 : memref<12x32xf32>, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index, %arg5 : f32) {
  %0 = memref.subview %arg0[%arg1, %arg2][4, 4][2, 3] :
    memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
  memref.store %arg5, %0[%arg3, %arg4] {nontemporal=true}: memref<4x4xf32, strided<[64, 3], offset: ?>>
  return
}

// -----

func.func @fold_expand_shape_dynamic_dim(%arg0: i64, %arg1: memref<*xf16>) {
  %c2 = arith.constant 2 : index
  %cast = memref.cast %arg1 : memref<*xf16> to memref<1x8x?x128xf16>
  %dim = memref.dim %cast, %c2 : memref<1x8x?x128xf16>
  %dim_0 = memref.dim %cast, %c2 : memref<1x8x?x128xf16>
  %expand_shape = memref.expand_shape %cast [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %dim_0, 128] : memref<1x8x?x128xf16> into memref<1x8x1x?x128xf16>
  %0 = arith.index_cast %arg0 : i64 to index
  %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<1x8x4x?x128xf16>
  affine.for %arg2 = 0 to 8 {
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to %0 {
        affine.for %arg5 = 0 to 128 {
          %2 = affine.load %expand_shape[0, %arg2, 0, %arg4 mod symbol(%dim), %arg5] : memref<1x8x1x?x128xf16>
          affine.store %2, %alloc[0, %arg2, %arg3, %arg4, %arg5] : memref<1x8x4x?x128xf16>
        }
      }
    }
  }
  return
}

// -----

// rmlir's own cases.
// Constant indices through a subview with static offsets and strides.
func.func @constant_indices(%m: memref<12x32xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[2, 4] [4, 4] [2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: 68>>
  %v = memref.load %s[%c1, %c2] : memref<4x4xf32, strided<[64, 3], offset: 68>>
  return %v : f32
}

// -----

// A 0-d subview, loaded and stored.
func.func @zero_d(%m: memref<8x8xf32>, %i: index, %j: index, %x: f32) -> f32 {
  %s = memref.subview %m[%i, %j] [1, 1] [1, 1] : memref<8x8xf32> to memref<f32, strided<[], offset: ?>>
  %v = memref.load %s[] : memref<f32, strided<[], offset: ?>>
  memref.store %x, %s[] : memref<f32, strided<[], offset: ?>>
  return %v : f32
}

// -----

// Collapses: dynamic sizes, to 0-d, and a store.
func.func @collapse(%m: memref<?x6x?xf32>, %n: memref<1x1x1xf32>, %i: index, %x: f32) -> f32 {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x6x?xf32> into memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  %z = memref.collapse_shape %n [] : memref<1x1x1xf32> into memref<f32>
  memref.store %x, %z[] : memref<f32>
  %w = memref.collapse_shape %m [[0], [1, 2]] : memref<?x6x?xf32> into memref<?x?xf32>
  memref.store %v, %w[%i, %i] {nontemporal = true} : memref<?x?xf32>
  return %v : f32
}

// -----

// Expansions: from 0-d, with a dynamic size, a store.
func.func @expand(%m: memref<f32>, %n: memref<?xf32>, %i: index, %j: index, %k: index, %s: index, %x: f32) -> f32 {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %v = memref.load %e[%i, %j] : memref<1x1xf32>
  %f = memref.expand_shape %n [[0, 1, 2]] output_shape [2, %s, 4] : memref<?xf32> into memref<2x?x4xf32>
  memref.store %x, %f[%i, %j, %k] : memref<2x?x4xf32>
  return %v : f32
}

// -----

// Chains of views, in loops.
func.func @chain(%m: memref<64x64xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.subview %m[%i, 8] [16, 32] [2, 1] : memref<64x64xf32> to memref<16x32xf32, strided<[128, 1], offset: ?>>
    %t = memref.subview %s[1, %i] [4, 4] [1, 1] : memref<16x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
    affine.for %j = 0 to 4 {
      %v = memref.load %t[%j, %j] : memref<4x4xf32, strided<[128, 1], offset: ?>>
      %w = arith.addf %v, %x : f32
      memref.store %w, %t[%c1, %j] : memref<4x4xf32, strided<[128, 1], offset: ?>>
    }
  }
  return
}

// -----

// Subviews of subviews: unit strides given by constants fold, others not.
func.func @subview_of_subview(%m: memref<?x?xf32>, %a: index, %b: index, %n: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%a, 3] [%n, 8] [%c1, 1] : memref<?x?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %s[%b, 2] [%n, %n] [1, 1] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %u = memref.subview %s[0, 0] [2, 2] [1, 2] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 2], offset: ?>>
  return %t, %u : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>
}

// -----

// Huge offsets and strides with constant indices.
func.func @huge(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[9223372036854775807, 4611686018427387904] [4, 4] [4611686018427387904, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %s[%c3, %c3] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

// -----

// Affine accesses are not this pass's (mlir-opt 22 has
// affine-fold-memref-alias-ops for them).
func.func @affine_left(%m: memref<8x8xf32>, %i: index) -> f32 {
  %s = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %v = affine.load %s[0, 1] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  %w = memref.load %s[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  %r = arith.addf %v, %w : f32
  return %r : f32
}

// -----

// Offsets and strides whose static arithmetic overflows (a partial sum
// wrapping to the dynamic marker makes the subview's offset dynamic).
func.func @f(%m: memref<9223372036854775807x4611686018427387904xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[9223372036854775806, 4611686018427387903] [1, 1] [1, 1] : memref<9223372036854775807x4611686018427387904xf32> to memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
  %v = memref.load %s[%c3, %c3] : memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [9223372036854775807, 2, 2305843009213693952] : memref<9223372036854775807x4611686018427387904xf32> into memref<9223372036854775807x2x2305843009213693952xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %e : memref<9223372036854775807x2x2305843009213693952xf32> -> memref<f32>, index, index, index, index, index, index, index
  %w = memref.load %b[] : memref<f32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}
