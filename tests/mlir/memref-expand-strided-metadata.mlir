// RUN: mlir-opt --expand-strided-metadata -split-input-file %s

func.func @extract_strided_metadata_constants(%base: memref<5x4xf32, strided<[4, 1], offset: 2>>)
    -> (memref<f32>, index, index, index, index, index) {
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %base :
    memref<5x4xf32, strided<[4,1], offset:2>>
    -> memref<f32>, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
    memref<f32>, index, index, index, index, index
}

// -----

func.func @simplify_subview_all_dynamic(
    %base: memref<?x?x?xf32, strided<[?,?,?], offset:?>>,
    %offset0: index, %offset1: index, %offset2: index,
    %size0: index, %size1: index, %size2: index,
    %stride0: index, %stride1: index, %stride2: index)
    -> memref<?x?x?xf32, strided<[?,?,?], offset:?>> {

  %subview = memref.subview %base[%offset0, %offset1, %offset2]
                                 [%size0, %size1, %size2]
                                 [%stride0, %stride1, %stride2] :
    memref<?x?x?xf32, strided<[?,?,?], offset: ?>> to
      memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>

  return %subview : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

func.func @extract_strided_metadata_of_subview(%base: memref<5x4xf32>)
    -> (memref<f32>, index, index, index, index, index) {

  %subview = memref.subview %base[0, 2][2, 2][1, 1] :
    memref<5x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 2>>

  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview :
    memref<2x2xf32, strided<[4,1], offset:2>>
    -> memref<f32>, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
    memref<f32>, index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_subview_with_dynamic_size(
    %base: memref<8x16x24xf32>, %size: index)
    -> (memref<f32>, index, index, index, index, index, index, index) {

  %subview = memref.subview %base[3, 4, 2][%size, 6, 3][1, 1, 1] :
    memref<8x16x24xf32> to memref<?x6x3xf32, strided<[384, 24, 1], offset: 1250>>

  %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %subview :
    memref<?x6x3xf32, strided<[384, 24, 1], offset: 1250>>
    -> memref<f32>, index, index, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 :
    memref<f32>, index, index, index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_rank_reduced_subview(%base: memref<8x16x24xf32>)
    -> (memref<f32>, index, index, index, index, index) {

  %subview = memref.subview %base[3, 4, 2][1, 6, 3][1, 1, 1] :
    memref<8x16x24xf32> to memref<6x3xf32, strided<[24, 1], offset: 1250>>

  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview :
    memref<6x3xf32, strided<[24, 1], offset: 1250>>
    -> memref<f32>, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
    memref<f32>, index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_rank_reduced_subview_w_variable_strides(
    %base: memref<8x16x24xf32>, %stride: index)
    -> (memref<f32>, index, index, index, index, index) {

  %subview = memref.subview %base[3, 4, 2][1, 6, 3][1, %stride, 1] :
    memref<8x16x24xf32> to memref<6x3xf32, strided<[?, 1], offset: 1250>>

  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview :
    memref<6x3xf32, strided<[?, 1], offset: 1250>>
    -> memref<f32>, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
    memref<f32>, index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_subview_w_variable_offset(
    %arg0: memref<384x128xf32>, %arg1 : index, %arg2 : index)
    -> (memref<f32>, index, index, index, index, index) {

  %subview = memref.subview %arg0[%arg1, %arg2] [64, 64] [1, 1] :
    memref<384x128xf32> to memref<64x64xf32, strided<[128, 1], offset: ?>>

  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview :
  memref<64x64xf32, strided<[128, 1], offset: ?>> -> memref<f32>, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
    memref<f32>, index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_subview_all_dynamic(
    %base: memref<?x?x?xf32, strided<[?,?,?], offset:?>>,
    %offset0: index, %offset1: index, %offset2: index,
    %size0: index, %size1: index, %size2: index,
    %stride0: index, %stride1: index, %stride2: index)
    -> (memref<f32>, index, index, index, index, index, index, index) {

  %subview = memref.subview %base[%offset0, %offset1, %offset2]
                                 [%size0, %size1, %size2]
                                 [%stride0, %stride1, %stride2] :
    memref<?x?x?xf32, strided<[?,?,?], offset: ?>> to
      memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>

  %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %subview :
    memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    -> memref<f32>, index, index, index, index, index, index, index

  return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 :
    memref<f32>, index, index, index, index, index, index, index
}

// -----

func.func @simplify_expand_shape(
    %base: memref<?x?xf32, strided<[?,?], offset:?>>,
    %offset0: index, %offset1: index, %offset2: index,
    %size0: index, %size1: index, %size2: index,
    %stride0: index, %stride1: index, %stride2: index,
    %sz0: index, %sz1: index)
    -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {

  %subview = memref.expand_shape %base [[0, 1, 2, 3],[4, 5, 6, 7]] output_shape [%sz0, 7, 8, 9, 10, 2, %sz1, 3] :
    memref<?x?xf32, strided<[?,?], offset: ?>> into
      memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>

  return %subview :
    memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
}

// -----

func.func @extract_strided_metadata_of_expand_shape_all_static(
    %arg : memref<30x4xi16>)
    -> (memref<i16>, index,
       index, index, index, index, index,
       index, index, index, index, index) {

  %expand_shape = memref.expand_shape %arg[[0, 1, 2], [3, 4]] output_shape [3, 5, 2, 2, 2] :
    memref<30x4xi16> into memref<3x5x2x2x2xi16>

  %base, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape :
    memref<3x5x2x2x2xi16>
    -> memref<i16>, index,
       index, index, index, index, index,
       index, index, index, index, index

  return %base, %offset,
    %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4,
    %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 :
      memref<i16>, index,
      index, index, index, index, index,
      index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_expand_shape_all_dynamic(
    %base: memref<?x?xf32, strided<[?,?], offset:?>>,
    %offset0: index, %offset1: index, %offset2: index,
    %size0: index, %size1: index, %size2: index,
    %stride0: index, %stride1: index, %stride2: index,
    %sz0: index, %sz1: index)
    -> (memref<f32>, index,
       index, index, index, index, index, index, index, index,
       index, index, index, index, index, index, index, index) {

  %subview = memref.expand_shape %base[[0, 1, 2, 3],[4, 5, 6, 7]] output_shape [%sz0, 7, 8, 9, 10, 2, %sz1, 3] :
    memref<?x?xf32, strided<[?,?], offset: ?>> into
      memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>

  %base_buffer, %offset, %sizes:8, %strides:8 = memref.extract_strided_metadata %subview :
    memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
    -> memref<f32>, index,
       index, index, index, index, index, index, index, index,
       index, index, index, index, index, index, index, index

  return %base_buffer, %offset,
    %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %sizes#5, %sizes#6, %sizes#7,
    %strides#0, %strides#1, %strides#2, %strides#3, %strides#4, %strides#5, %strides#6, %strides#7 :
      memref<f32>, index,
      index, index, index, index, index, index, index, index,
      index, index, index, index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_expand_shape_all_static_0_rank(
    %arg : memref<i16, strided<[], offset: ?>>)
    -> (memref<i16>, index,
       index, index, index, index, index,
       index, index, index, index, index) {

  %expand_shape = memref.expand_shape %arg[] output_shape [1, 1, 1, 1, 1] :
    memref<i16, strided<[], offset: ?>> into memref<1x1x1x1x1xi16, strided<[1,1,1,1,1], offset: ?>>

  %base, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape :
    memref<1x1x1x1x1xi16, strided<[1,1,1,1,1], offset: ?>>
    -> memref<i16>, index,
       index, index, index, index, index,
       index, index, index, index, index

  return %base, %offset,
    %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4,
    %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 :
      memref<i16>, index,
      index, index, index, index, index,
      index, index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_alloc_all_static_0_rank()
    -> (memref<i16>, index) {

  %A = memref.alloc() : memref<i16>
  %base, %offset = memref.extract_strided_metadata %A :
    memref<i16>
    -> memref<i16>, index

  return %base, %offset :
    memref<i16>, index
}

// -----

func.func @extract_strided_metadata_of_alloc_dyn_size(
  %dyn_size0 : index, %dyn_size2 : index, %dyn_size3 : index)
    -> (memref<i16>, index,
        index, index, index, index,
        index, index, index, index) {

  %A = memref.alloc(%dyn_size0, %dyn_size2, %dyn_size3) : memref<?x4x?x?xi16>

  %base, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %A :
    memref<?x4x?x?xi16>
    -> memref<i16>, index,
       index, index, index, index,
       index, index, index, index

  return %base, %offset,
    %sizes#0, %sizes#1, %sizes#2, %sizes#3,
    %strides#0, %strides#1, %strides#2, %strides#3 :
      memref<i16>, index,
      index, index, index, index,
      index, index, index, index
}

// -----

func.func @extract_strided_metadata_of_alloca_dyn_size(
  %dyn_size0 : index, %dyn_size1 : index, %dyn_size3 : index)
    -> (memref<i16>, index,
        index, index, index, index,
        index, index, index, index) {

  %A = memref.alloca(%dyn_size0, %dyn_size1, %dyn_size3) : memref<?x?x4x?xi16>

  %base, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %A :
    memref<?x?x4x?xi16>
    -> memref<i16>, index,
       index, index, index, index,
       index, index, index, index

  return %base, %offset,
    %sizes#0, %sizes#1, %sizes#2, %sizes#3,
    %strides#0, %strides#1, %strides#2, %strides#3 :
      memref<i16>, index,
      index, index, index, index,
      index, index, index, index
}

// -----

#map0 = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @extract_strided_metadata_of_alloc_with_variable_offset(%arg : index)
    -> (memref<i16>, index, index, index) {

  %A = memref.alloc()[%arg] : memref<4xi16, #map0>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A :
    memref<4xi16, #map0>
    -> memref<i16>, index, index, index

  return %base, %offset, %size, %stride :
      memref<i16>, index, index, index
}

// -----

#map0 = affine_map<(d0) -> (d0 + 12)>
func.func @extract_strided_metadata_of_alloc_with_cst_offset(%arg : index)
    -> (memref<i16>, index, index, index) {

  %A = memref.alloc() : memref<4xi16, #map0>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A :
    memref<4xi16, #map0>
    -> memref<i16>, index, index, index

  return %base, %offset, %size, %stride :
      memref<i16>, index, index, index
}

// -----

func.func @extract_strided_metadata_of_alloc_with_cst_offset_in_type(%arg : index)
    -> (memref<i16>, index, index, index) {

  %A = memref.alloc() : memref<4xi16, strided<[1], offset : 10>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A :
    memref<4xi16, strided<[1], offset : 10>>
    -> memref<i16>, index, index, index

  return %base, %offset, %size, %stride :
      memref<i16>, index, index, index
}

// -----

func.func @extract_strided_metadata_of_alloc_with_strided(%arg : index)
    -> (memref<i16>, index, index, index) {

  %A = memref.alloc() : memref<4xi16, strided<[12]>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A :
    memref<4xi16, strided<[12]>>
    -> memref<i16>, index, index, index

  return %base, %offset, %size, %stride :
      memref<i16>, index, index, index
}

// -----

func.func @extract_aligned_pointer_as_index(%arg0: memref<f32>) -> index {
  %c = memref.subview %arg0[] [] [] : memref<f32> to memref<f32>
  %r = memref.extract_aligned_pointer_as_index %arg0: memref<f32> -> index
  return %r : index
}

// -----

func.func @extract_aligned_pointer_as_index_of_unranked_source(%arg0: memref<*xf32>) -> index {
  %r = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<f32> -> index
  return %i : index
}

// -----

func.func @simplify_collapse(%arg : memref<?x?x4x?x6x7xi32>)
  -> memref<?x?x42xi32> {

  %collapsed_view = memref.collapse_shape %arg [[0], [1, 2, 3], [4, 5]] :
    memref<?x?x4x?x6x7xi32> into memref<?x?x42xi32>

  return %collapsed_view : memref<?x?x42xi32>

}

// -----

func.func @simplify_collapse_with_dim_of_size1(%arg0: memref<3x1xf32, strided<[2,1]>>, %arg1: memref<3xf32>) {

  %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] :
    memref<3x1xf32, strided<[2, 1]>> into memref<3xf32, strided<[2]>>

  memref.copy %collapse_shape, %arg1 : memref<3xf32, strided<[2]>> to memref<3xf32>

  return
}


// -----

func.func @simplify_collapse_with_dim_of_size1_and_non_1_stride
    (%arg0: memref<1x1xi32, strided<[2, 1], offset: ?>>)
    -> memref<1xi32, strided<[2], offset: ?>> {

  %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] :
    memref<1x1xi32, strided<[2, 1], offset: ?>>
    into memref<1xi32, strided<[2], offset: ?>>

  return %collapse_shape : memref<1xi32, strided<[2], offset: ?>>
}

// -----

func.func @simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride
    (%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>)
    -> memref<6x1xi32, strided<[?, ?], offset: ?>> {

  %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2, 3, 4]] :
    memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>
    into memref<6x1xi32, strided<[?, ?], offset: ?>>

  return %collapse_shape : memref<6x1xi32, strided<[?, ?], offset: ?>>
}

// -----

func.func @extract_strided_metadata_of_collapse(%arg : memref<?x?x4x?x6x7xi32>)
  -> (memref<i32>, index,
      index, index, index,
      index, index, index) {

  %collapsed_view = memref.collapse_shape %arg [[0], [1, 2, 3], [4, 5]] :
    memref<?x?x4x?x6x7xi32> into memref<?x?x42xi32>

  %base, %offset, %sizes:3, %strides:3 =
    memref.extract_strided_metadata %collapsed_view : memref<?x?x42xi32>
    -> memref<i32>, index,
       index, index, index,
       index, index, index

  return %base, %offset,
    %sizes#0, %sizes#1, %sizes#2,
    %strides#0, %strides#1, %strides#2 :
      memref<i32>, index,
      index, index, index,
      index, index, index

}

// -----

func.func @extract_strided_metadata_of_collapse_to_rank0(%arg : memref<1x1x1x1x1x1xi32>)
  -> (memref<i32>, index) {

  %collapsed_view = memref.collapse_shape %arg [] :
    memref<1x1x1x1x1x1xi32> into memref<i32>

  %base, %offset =
    memref.extract_strided_metadata %collapsed_view : memref<i32>
    -> memref<i32>, index

  return %base, %offset :
      memref<i32>, index
}

// -----

func.func @extract_strided_metadata_of_extract_strided_metadata(%arg : memref<i32>)
  -> (memref<i32>, index) {

  %base, %offset =
    memref.extract_strided_metadata %arg:memref<i32>
    -> memref<i32>, index
  %base2, %offset2 =
    memref.extract_strided_metadata %base:memref<i32>
    -> memref<i32>, index

  return %base2, %offset2 :
      memref<i32>, index
}

// -----

func.func @extract_strided_metadata_of_reinterpret_cast(
  %arg : memref<?x?xi32, strided<[?, ?], offset:?>>,
  %offset: index,
  %size0 : index, %size1 : index,
  %stride0 : index, %stride1 : index)
  -> (memref<i32>, index,
      index, index,
      index, index) {

  %cast =
    memref.reinterpret_cast %arg to
      offset: [%offset],
      sizes: [%size0, %size1],
      strides: [%stride0, %stride1] :
      memref<?x?xi32, strided<[?, ?], offset: ?>> to
      memref<?x?xi32, strided<[?, ?], offset: ?>>

  %base, %base_offset, %sizes:2, %strides:2 =
    memref.extract_strided_metadata %cast:memref<?x?xi32, strided<[?, ?], offset: ?>>
    -> memref<i32>, index,
       index, index,
       index, index

  return %base, %base_offset,
    %sizes#0, %sizes#1,
    %strides#0, %strides#1 :
      memref<i32>, index,
      index, index,
      index, index
}

// -----

func.func @extract_strided_metadata_of_reinterpret_cast_unranked(
  %arg : memref<*xi32>,
  %offset: index,
  %size0 : index, %size1 : index,
  %stride0 : index, %stride1 : index)
  -> (memref<i32>, index,
      index, index,
      index, index) {

  %cast =
    memref.reinterpret_cast %arg to
      offset: [%offset],
      sizes: [%size0, %size1],
      strides: [%stride0, %stride1] :
      memref<*xi32> to
      memref<?x?xi32, strided<[?, ?], offset: ?>>

  %base, %base_offset, %sizes:2, %strides:2 =
    memref.extract_strided_metadata %cast:memref<?x?xi32, strided<[?, ?], offset: ?>>
    -> memref<i32>, index,
       index, index,
       index, index

  return %base, %base_offset,
    %sizes#0, %sizes#1,
    %strides#0, %strides#1 :
      memref<i32>, index,
      index, index,
      index, index
}

// -----

func.func @extract_strided_metadata_of_reinterpret_cast_rank0(
  %arg : memref<i32, strided<[], offset:?>>,
  %offset: index,
  %size0 : index, %size1 : index,
  %stride0 : index, %stride1 : index)
  -> (memref<i32>, index,
      index, index,
      index, index) {

  %cast =
    memref.reinterpret_cast %arg to
      offset: [%offset],
      sizes: [%size0, %size1],
      strides: [%stride0, %stride1] :
      memref<i32, strided<[], offset: ?>> to
      memref<?x?xi32, strided<[?, ?], offset: ?>>

  %base, %base_offset, %sizes:2, %strides:2 =
    memref.extract_strided_metadata %cast:memref<?x?xi32, strided<[?, ?], offset: ?>>
    -> memref<i32>, index,
       index, index,
       index, index

  return %base, %base_offset,
    %sizes#0, %sizes#1,
    %strides#0, %strides#1 :
      memref<i32>, index,
      index, index,
      index, index
}

// -----

memref.global "private" constant @const_i32 : memref<512x384xi32> = dense<42>

func.func @extract_strided_metadata_of_get_global()
    -> (memref<i32>, index, index, index, index, index) {

  %A = memref.get_global @const_i32 : memref<512x384xi32>

  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A :
    memref<512x384xi32> -> memref<i32>, index, index, index, index, index

  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
      memref<i32>, index, index, index, index, index
}

// -----

memref.global "private" constant @const_i32 : memref<512x384xi32, strided<[420, 1], offset: 0>> = dense<42>

func.func @extract_strided_metadata_of_get_global_with_strides()
    -> (memref<i32>, index, index, index, index, index) {

  %A = memref.get_global @const_i32 : memref<512x384xi32, strided<[420, 1], offset: 0>>

  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A :
    memref<512x384xi32, strided<[420, 1], offset: 0>>
    -> memref<i32>, index, index, index, index, index

  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
      memref<i32>, index, index, index, index, index
}

// -----

memref.global "private" constant @const_i32 : memref<512x384xi32, strided<[384, 1], offset: 20>> = dense<42>

func.func @extract_strided_metadata_of_get_global_with_offset()
    -> (memref<i32>, index, index, index, index, index) {

  %A = memref.get_global @const_i32 : memref<512x384xi32, strided<[384, 1], offset: 20>>

  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A :
    memref<512x384xi32, strided<[384, 1], offset: 20>>
    -> memref<i32>, index, index, index, index, index

  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
      memref<i32>, index, index, index, index, index
}

// -----

memref.global "private" @dynamicShmem : memref<0xf16,3>

func.func @zero_sized_memred(%arg0: f32) -> (memref<f16, 3>, index,index,index) {
  %c0 = arith.constant 0 : index
  %dynamicMem = memref.get_global @dynamicShmem : memref<0xf16, 3>

  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %dynamicMem : memref<0xf16, 3> -> memref<f16, 3>, index, index, index
  return %base_buffer, %offset,
    %sizes, %strides :
      memref<f16,3>, index,
      index, index
}

// -----

func.func @extract_strided_metadata_of_collapse_shape(%base: memref<5x4xf32>)
    -> (memref<f32>, index, index, index) {

  %collapse = memref.collapse_shape %base[[0, 1]] :
    memref<5x4xf32> into memref<20xf32>

  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %collapse :
    memref<20xf32> -> memref<f32>, index, index, index

  return %base_buffer, %offset, %size, %stride :
    memref<f32>, index, index, index
}

// -----

func.func @extract_strided_metadata_of_memory_space_cast(%base: memref<20xf32>)
    -> (memref<f32, 1>, index, index, index) {

  %memory_space_cast = memref.memory_space_cast %base : memref<20xf32> to memref<20xf32, 1>

  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %memory_space_cast :
    memref<20xf32, 1> -> memref<f32, 1>, index, index, index

  return %base_buffer, %offset, %size, %stride :
    memref<f32, 1>, index, index, index
}

// -----

func.func @extract_strided_metadata_of_memory_space_cast_no_base(%base: memref<20xf32>)
    -> (index, index, index) {

  %memory_space_cast = memref.memory_space_cast %base : memref<20xf32> to memref<20xf32, 1>

  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %memory_space_cast :
    memref<20xf32, 1> -> memref<f32, 1>, index, index, index

  return %offset, %size, %stride : index, index, index
}

// -----

func.func @negative_memref_view_extract_aligned_pointer(%arg0: memref<?xi8>) -> index {
  %c10 = arith.constant 10 : index
  %0 = memref.view %arg0[%c10][] : memref<?xi8> to memref<f32>
  %1 = memref.extract_aligned_pointer_as_index %0: memref<f32> -> index
  return %1 : index
}

// -----

// rmlir's own cases.
// Subviews in nested regions: constants go to the function's entry block.
func.func private @use(index, index, index, index, index)
func.func @subview_in_loop(%m: memref<16x16xf32>, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %c3 = arith.constant 3 : index
    %s = memref.subview %m[%i, 3] [4, %i] [2, 1] : memref<16x16xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
    %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<4x?xf32, strided<[32, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
    func.call @use(%o, %sz#0, %sz#1, %st#0, %st#1) : (index, index, index, index, index) -> ()
  }
  return
}

// -----

// A 0-d subview of a 0-d memref, and of a rank-reduced one.
func.func @zero_d(%m: memref<f32, strided<[], offset: ?>>, %n: memref<4x4xf32>, %i: index) -> (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) {
  %0 = memref.subview %m[] [] [] : memref<f32, strided<[], offset: ?>> to memref<f32, strided<[], offset: ?>>
  %1 = memref.subview %n[%i, 2] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: ?>>
  return %0, %1 : memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>
}

// -----

// Expanding into a zero-sized dimension divides by zero: upstream keeps the
// `affine.apply`s.
func.func @expand_zero(%arg0: memref<?xf32>, %s: index) -> (memref<?x0xf32>, memref<0x?xf32>) {
  %e = memref.expand_shape %arg0 [[0, 1]] output_shape [%s, 0] : memref<?xf32> into memref<?x0xf32>
  %f = memref.expand_shape %arg0 [[0, 1]] output_shape [0, %s] : memref<?xf32> into memref<0x?xf32>
  return %e, %f : memref<?x0xf32>, memref<0x?xf32>
}

// -----

// Zero-sized static dimensions in an all-static expansion.
func.func @expand_zero_static(%arg0: memref<0xf32>) -> (index, index, index, index) {
  %e = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [2, 0, 3] : memref<0xf32> into memref<2x0x3xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %e : memref<2x0x3xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %sz#1, %st#0, %st#1, %st#2 : index, index, index, index
}

// -----

// Huge static offsets and strides over a dynamic layout.
func.func @huge(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[9223372036854775807, %i] [2, 2] [4611686018427387904, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %s : memref<2x2xf32, strided<[?, ?], offset: ?>>
}

// -----

// Collapsing unit groups with dynamic strides, and a dynamic group.
func.func @collapse_units(%m: memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> (index, index, index, index, index) {
  %c = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

// Metadata of allocations: unused base, rank 1, alloca with symbols.
func.func @allocs(%n: index) -> (index, index, memref<f32>, index, index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b0, %o0, %s0, %t0 = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
  %b = memref.alloca() : memref<3x5xf32>
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %b : memref<3x5xf32> -> memref<f32>, index, index, index, index, index
  return %s0, %t0, %b1, %s1#1, %t1#0 : index, index, memref<f32>, index, index
}

// -----

// The metadata of a global of rank 0, of an assumption and of a base.
memref.global "private" @g : memref<f32> = dense<1.0>
func.func @others(%m: memref<4x?xf32>) -> (memref<f32>, index, memref<f32>, index, index, index) {
  %g = memref.get_global @g : memref<f32>
  %b0, %o0 = memref.extract_strided_metadata %g : memref<f32> -> memref<f32>, index
  %a = memref.assume_alignment %m, 64 : memref<4x?xf32>
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %a : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b1 : memref<f32> -> memref<f32>, index
  return %b0, %o0, %b2, %o2, %s1#1, %t1#0 : memref<f32>, index, memref<f32>, index, index, index
}

// -----

// Reinterpret casts with static and constant entries; the pointer of a
// reinterpret_cast is its source's.
func.func @reinterpret(%m: memref<?xf32>, %s: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c4], sizes: [%s, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %r : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %r : memref<?x8xf32, strided<[8, 1], offset: ?>> -> index
  return %o, %sz#0, %st#0, %p : index, index, index, index
}

// -----

// A subview of a subview of an expansion, all expanded.
func.func @chain(%m: memref<?xf32>, %i: index, %n: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 8] : memref<?xf32> into memref<?x8xf32>
  %s = memref.subview %e[%i, 2] [%n, 6] [1, 1] : memref<?x8xf32> to memref<?x6xf32, strided<[8, 1], offset: ?>>
  %t = memref.subview %s[1, %i] [%n, 4] [1, 1] : memref<?x6xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[8, 1], offset: ?>>
  %u = memref.cast %t : memref<?x4xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %u : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// A memory space cast whose base is used, in another function than one
// whose base is not.
func.func @space(%m: memref<?x4xf32>) -> (memref<f32, 2>, index) {
  %c = memref.memory_space_cast %m : memref<?x4xf32> to memref<?x4xf32, 2>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x4xf32, 2> -> memref<f32, 2>, index, index, index, index, index
  return %b, %s#0 : memref<f32, 2>, index
}
func.func @space_no_base(%m: memref<?x4xf32>) -> index {
  %c = memref.memory_space_cast %m : memref<?x4xf32> to memref<?x4xf32, 2>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x4xf32, 2> -> memref<f32, 2>, index, index, index, index, index
  return %s#0 : index
}

// -----

// A non-strided layout is left alone.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
func.func @non_strided(%n: index) -> index {
  %a = memref.alloc() : memref<8x8xf32, #tiled>
  %p = memref.extract_aligned_pointer_as_index %a : memref<8x8xf32, #tiled> -> index
  return %p : index
}
