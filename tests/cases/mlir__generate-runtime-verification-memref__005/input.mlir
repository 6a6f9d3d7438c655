
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

