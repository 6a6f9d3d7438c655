// RUN: mlir-opt -generate-runtime-verification -split-input-file %s

// Inputs of upstream's memref runtime-verification tests
// (test/Integration/Dialect/MemRef/*-runtime-verification.mlir), without
// their CHECK lines and the llvm dialect ops some build their inputs with.
// mlir-opt 22 loads no scf for the checks of memref.subview: a chunk
// holding one also holds an scf op, or mlir-opt crashes. The result types
// of the subviews have the dynamic offset mlir-opt 22 infers.

func.func @main() {
  %alloc = memref.alloca() : memref<5xf64>
  %0 = memref.assume_alignment %alloc, 8 : memref<5xf64>
  return
}

func.func @unaligned(%buffer: memref<1xf32>) {
  %assume = memref.assume_alignment %buffer, 4 : memref<1xf32>
  return
}

// -----

func.func @store_dynamic(%memref: memref<?xf32>, %index: index) {
  %cst = arith.constant 1.0 : f32
  memref.atomic_rmw addf %cst, %memref[%index] : (f32, memref<?xf32>) -> f32
  return
}

func.func @main() {
  %alloc = memref.alloca() : memref<10xf32>
  %ptr = memref.extract_aligned_pointer_as_index %alloc : memref<10xf32> -> index
  %ptr_i64 = arith.index_cast %ptr : index to i64
  %cast = memref.cast %alloc : memref<10xf32> to memref<?xf32>
  %c9 = arith.constant 9 : index
  func.call @store_dynamic(%cast, %c9) : (memref<?xf32>, index) -> ()
  return
}

// -----

func.func @cast_to_static_dim(%m: memref<?xf32>) -> memref<10xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<10xf32>
  return %0 : memref<10xf32>
}

func.func @cast_to_ranked(%m: memref<*xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<*xf32> to memref<f32>
  return %0 : memref<f32>
}

func.func @cast_to_static_strides(%m: memref<?xf32, strided<[?]>>)
    -> memref<?xf32, strided<[9]>> {
  %0 = memref.cast %m : memref<?xf32, strided<[?]>>
                     to memref<?xf32, strided<[9]>>
  return %0 : memref<?xf32, strided<[9]>>
}

func.func @valid_cast(%m: memref<*xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @main() {
  %alloc = memref.alloc() : memref<5xf32>
  %1 = memref.cast %alloc : memref<5xf32> to memref<?xf32>
  func.call @cast_to_static_dim(%1) : (memref<?xf32>) -> (memref<10xf32>)
  %3 = memref.cast %alloc : memref<5xf32> to memref<*xf32>
  func.call @cast_to_ranked(%3) : (memref<*xf32>) -> (memref<f32>)
  %4 = memref.cast %alloc
      : memref<5xf32> to memref<?xf32, strided<[?]>>
  func.call @cast_to_static_strides(%4)
      : (memref<?xf32, strided<[?]>>)
     -> (memref<?xf32, strided<[9]>>)
  func.call @valid_cast(%3) : (memref<*xf32>) -> (memref<?xf32>)
  memref.dealloc %alloc : memref<5xf32>
  return
}

// -----

// Put memref.copy in a function, otherwise the memref.cast may fold.
func.func @memcpy_helper(%src: memref<?xf32>, %dest: memref<?xf32>) {
  memref.copy %src, %dest : memref<?xf32> to memref<?xf32>
  return
}

func.func @main() {
  %alloca1 = memref.alloca() : memref<4xf32>
  %alloca2 = memref.alloca() : memref<5xf32>
  %cast1 = memref.cast %alloca1 : memref<4xf32> to memref<?xf32>
  %cast2 = memref.cast %alloca2 : memref<5xf32> to memref<?xf32>
  call @memcpy_helper(%cast1, %cast2) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

func.func @main() {
  %c4 = arith.constant 4 : index
  %alloca = memref.alloca() : memref<1xf32>
  %dim = memref.dim %alloca, %c4 : memref<1xf32>
  return
}

// -----

// Dynamic source into dynamic target.
func.func @expand_shape_dynamic(%m: memref<?xf32>, %sz0: index, %sz1: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%sz0, %sz1]
      : memref<?xf32> into memref<?x?xf32>
  return
}

// Dynamic source into mixed static/dynamic target.
func.func @expand_shape_mixed(%m: memref<?xf32>, %sz0: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%sz0, 5]
      : memref<?xf32> into memref<?x5xf32>
  return
}

// Multiple reassociation groups: 2D -> 3D.
func.func @expand_shape_multi_group(%m: memref<?x?xf32>, %sz0: index, %sz1: index) {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%sz0, %sz1, 4]
      : memref<?x?xf32> into memref<?x?x4xf32>
  return
}

func.func @main() {
  %alloca_10 = memref.alloca() : memref<10xf32>
  %alloca_10_dyn = memref.cast %alloca_10 : memref<10xf32> to memref<?xf32>
  %alloca_3x20 = memref.alloca() : memref<3x20xf32>
  %alloca_3x20_dyn = memref.cast %alloca_3x20 : memref<3x20xf32> to memref<?x?xf32>
  %2 = arith.constant 2 : index
  %3 = arith.constant 3 : index
  %4 = arith.constant 4 : index
  %5 = arith.constant 5 : index
  func.call @expand_shape_dynamic(%alloca_10_dyn, %3, %5)
      : (memref<?xf32>, index, index) -> ()
  func.call @expand_shape_dynamic(%alloca_10_dyn, %2, %5)
      : (memref<?xf32>, index, index) -> ()
  func.call @expand_shape_mixed(%alloca_10_dyn, %4)
      : (memref<?xf32>, index) -> ()
  func.call @expand_shape_mixed(%alloca_10_dyn, %2)
      : (memref<?xf32>, index) -> ()
  func.call @expand_shape_multi_group(%alloca_3x20_dyn, %3, %5)
      : (memref<?x?xf32>, index, index) -> ()
  return
}

// -----

func.func @load(%memref: memref<1xf32>, %index: index) {
    memref.load %memref[%index] :  memref<1xf32>
    return
}

func.func @load_dynamic(%memref: memref<?xf32>, %index: index) {
    memref.load %memref[%index] :  memref<?xf32>
    return
}

func.func @load_nd_dynamic(%memref: memref<?x?x?xf32>, %index0: index, %index1: index, %index2: index) {
    memref.load %memref[%index0, %index1, %index2] :  memref<?x?x?xf32>
    return
}

func.func @main() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %n1 = arith.constant -1 : index
  %2 = arith.constant 2 : index
  %alloca_1 = memref.alloca() : memref<1xf32>
  %alloc_1 = memref.alloc(%1) : memref<?xf32>
  %alloc_2x2x2 = memref.alloc(%2, %2, %2) : memref<?x?x?xf32>
  func.call @load(%alloca_1, %1) : (memref<1xf32>, index) -> ()
  func.call @load_dynamic(%alloc_1, %1) : (memref<?xf32>, index) -> ()
  func.call @load_nd_dynamic(%alloc_2x2x2, %1, %n1, %0) : (memref<?x?x?xf32>, index, index, index) -> ()
  func.call @load(%alloca_1, %0) : (memref<1xf32>, index) -> ()
  func.call @load_dynamic(%alloc_1, %0) : (memref<?xf32>, index) -> ()
  func.call @load_nd_dynamic(%alloc_2x2x2, %1, %1, %0) : (memref<?x?x?xf32>, index, index, index) -> ()
  memref.dealloc %alloc_1 : memref<?xf32>
  memref.dealloc %alloc_2x2x2 : memref<?x?x?xf32>
  return
}

// -----

func.func @store_dynamic(%memref: memref<?xf32>, %index: index) {
  %cst = arith.constant 1.0 : f32
  memref.store %cst, %memref[%index] :  memref<?xf32>
  return
}

func.func @main() {
  %alloc = memref.alloca() : memref<10xf32>
  %cast = memref.cast %alloc : memref<10xf32> to memref<?xf32>
  %c9 = arith.constant 9 : index
  func.call @store_dynamic(%cast, %c9) : (memref<?xf32>, index) -> ()
  return
}

// -----

func.func @reinterpret_cast(%memref: memref<1xf32>, %offset: index) {
    memref.reinterpret_cast %memref to
                    offset: [%offset],
                    sizes: [1],
                    strides: [1]
                  : memref<1xf32> to  memref<1xf32, strided<[1], offset: ?>>
    return
}

func.func @reinterpret_cast_fully_dynamic(%memref: memref<?xf32>, %offset: index, %size: index, %stride: index)  {
    memref.reinterpret_cast %memref to
                    offset: [%offset],
                    sizes: [%size],
                    strides: [%stride]
                  : memref<?xf32> to  memref<?xf32, strided<[?], offset: ?>>
    return
}

func.func @main() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %n1 = arith.constant -1 : index
  %4 = arith.constant 4 : index
  %5 = arith.constant 5 : index
  %alloca_1 = memref.alloca() : memref<1xf32>
  %alloca_4 = memref.alloca() : memref<4xf32>
  %alloca_4_dyn = memref.cast %alloca_4 : memref<4xf32> to memref<?xf32>
  func.call @reinterpret_cast(%alloca_1, %1) : (memref<1xf32>, index) -> ()
  func.call @reinterpret_cast(%alloca_1, %n1) : (memref<1xf32>, index) -> ()
  func.call @reinterpret_cast_fully_dynamic(%alloca_4_dyn, %0, %5, %1) : (memref<?xf32>, index, index, index) -> ()
  func.call @reinterpret_cast_fully_dynamic(%alloca_4_dyn, %0, %4, %4) : (memref<?xf32>, index, index, index) -> ()
  func.call @reinterpret_cast(%alloca_1, %0) : (memref<1xf32>, index) -> ()
  func.call @reinterpret_cast_fully_dynamic(%alloca_4_dyn, %0, %4, %1) : (memref<?xf32>, index, index, index) -> ()
  return
}

// -----

func.func @subview(%memref: memref<1xf32>, %offset: index) {
    memref.subview %memref[%offset] [1] [1] : 
        memref<1xf32> to 
        memref<1xf32, strided<[1], offset: ?>>
    return
}

func.func @subview_dynamic(%memref: memref<?x4xf32>, %offset: index, %size: index, %stride: index) {
    memref.subview %memref[%offset, 0] [%size, 4] [%stride, 1] : 
        memref<?x4xf32> to 
        memref<?x4xf32, strided<[?, 1], offset: ?>>
    return
}

func.func @subview_dynamic_rank_reduce(%memref: memref<?x4xf32>, %offset: index, %size: index, %stride: index) {
    memref.subview %memref[%offset, 0] [%size, 1] [%stride, 1] :
        memref<?x4xf32> to
        memref<?xf32, strided<[?], offset: ?>>
    return
}

func.func @subview_zero_size_dim(%memref: memref<10x4x1xf32, strided<[?, ?, ?]>>, 
                                 %dim_0: index, 
                                 %dim_1: index, 
                                 %dim_2: index) {
    %subview = memref.subview %memref[0, 0, 0] [%dim_0, %dim_1, %dim_2] [1, 1, 1] :
        memref<10x4x1xf32, strided<[?, ?, ?]>> to
        memref<?x?x?xf32, strided<[?, ?, ?]>>
    return
}

func.func @subview_with_empty_slice(%memref: memref<10x4x1xf32, strided<[?, ?, ?]>>, 
                                 %dim_0: index, 
                                 %dim_1: index, 
                                 %dim_2: index,
                                 %offset: index) {
    %subview = memref.subview %memref[%offset, 0, 0] [%dim_0, %dim_1, %dim_2] [1, 1, 1] :
        memref<10x4x1xf32, strided<[?, ?, ?]>> to
        memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return
}

func.func @main() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %n1 = arith.constant -1 : index
  %4 = arith.constant 4 : index
  %5 = arith.constant 5 : index
  %alloca = memref.alloca() : memref<1xf32>
  %alloca_4 = memref.alloca() : memref<4x4xf32>
  %alloca_4_dyn = memref.cast %alloca_4 : memref<4x4xf32> to memref<?x4xf32>
  func.call @subview_dynamic_rank_reduce(%alloca_4_dyn, %5, %5, %1) : (memref<?x4xf32>, index, index, index) -> ()
  func.call @subview(%alloca, %1) : (memref<1xf32>, index) -> ()
  func.call @subview(%alloca, %n1) : (memref<1xf32>, index) -> ()
  func.call @subview_dynamic(%alloca_4_dyn, %0, %5, %1) : (memref<?x4xf32>, index, index, index) -> ()
  func.call @subview_dynamic(%alloca_4_dyn, %0, %4, %4) : (memref<?x4xf32>, index, index, index) -> ()
  func.call @subview(%alloca, %0) : (memref<1xf32>, index) -> ()
  func.call @subview_dynamic(%alloca_4_dyn, %0, %4, %1) : (memref<?x4xf32>, index, index, index) -> ()
  func.call @subview_dynamic_rank_reduce(%alloca_4_dyn, %0, %1, %0) : (memref<?x4xf32>, index, index, index) -> ()
  %alloca_10x4x1 = memref.alloca() : memref<10x4x1xf32>
  %alloca_10x4x1_dyn_stride = memref.cast %alloca_10x4x1 : memref<10x4x1xf32> to memref<10x4x1xf32, strided<[?, ?, ?]>>
  %dim_0 = arith.constant 0 : index
  %dim_1 = arith.constant 4 : index
  %dim_2 = arith.constant 1 : index
  func.call @subview_zero_size_dim(%alloca_10x4x1_dyn_stride, %dim_0, %dim_1, %dim_2)
                                        : (memref<10x4x1xf32, strided<[?, ?, ?]>>, index, index, index) -> ()
  %offset = arith.constant 10 : index
  func.call @subview_with_empty_slice(%alloca_10x4x1_dyn_stride, %dim_0, %dim_1, %dim_2, %offset)
                                        : (memref<10x4x1xf32, strided<[?, ?, ?]>>, index, index, index, index) -> ()
  %r = scf.execute_region -> index {
    scf.yield %0 : index
  }
  return
}

// -----

func.func private @notifyMemrefAllocated(%ptr : memref<*xf32>, %msg : memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @notifyMemrefDeallocated(%ptr : memref<*xf32>, %msg : memref<*xi8>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc() : memref<1xf32>
  return
}
