
func.func @metadata(%a: memref<?x4xf32, strided<[4, 1], offset: 2>>, %b: memref<8xf32>) -> (index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  %c = memref.cast %b : memref<8xf32> to memref<?xf32>
  %base2, %off2, %sz2, %st2 = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%sz2, %st2, %base2, %off2) : (index, index, memref<f32>, index) -> ()
  return %off, %sz#0, %sz#1, %r : index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

