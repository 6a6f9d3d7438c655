func.func @f(%m: memref<4x8xf32>, %d: index, %u: memref<*xf32>, %u2: memref<f32>, %shp: memref<2xindex>, %dyn: memref<?x?xf32>) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloca(%d) : memref<?xf32>
  %2 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %3 = memref.dim %m, %c0 : memref<4x8xf32>
  %4 = memref.extract_aligned_pointer_as_index %m : memref<4x8xf32> -> index
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %5 = memref.memory_space_cast %m : memref<4x8xf32> to memref<4x8xf32, 1>
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  %7 = memref.reshape %u(%shp) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %8 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  %9 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %10 = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  %11 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %buf = memref.alloc() : memref<2048xi8>
  %12 = memref.view %buf[%c0][] : memref<2048xi8> to memref<64x4xf32>
  %13 = memref.assume_alignment %m, 16 : memref<4x8xf32>
  %base1, %off1, %sizes1:2, %strides1:2 = memref.extract_strided_metadata %dyn : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %u2 : memref<f32> -> memref<f32>, index
  %14 = memref.rank %u : memref<*xf32>
  %15 = memref.load %m[%c0, %c0] : memref<4x8xf32>
  %16 = memref.realloc %1 : memref<?xf32> to memref<10xf32>
  "test.use"(%0, %1, %2, %3, %4, %base, %off, %sizes#0, %sizes#1, %strides#0, %strides#1, %5, %6, %7, %8, %9, %10, %11, %12, %13, %base1, %off1, %sizes1#1, %strides1#1, %b2, %o2, %14, %15, %16) : (memref<4x8xf32>, memref<?xf32>, memref<?x?xf32>, index, index, memref<f32>, index, index, index, index, index, memref<4x8xf32, 1>, memref<32xf32>, memref<?x?xf32>, memref<2x2x8xf32>, memref<32xf32>, memref<2x2xf32, strided<[8, 1]>>, memref<8x4xf32, strided<[1, 8]>>, memref<64x4xf32>, memref<4x8xf32>, memref<f32>, index, index, index, memref<f32>, index, index, f32, memref<10xf32>) -> ()
  return
}
