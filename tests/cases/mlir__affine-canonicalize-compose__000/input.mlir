// RUN: mlir-opt %s -canonicalize -allow-unregistered-dialect

func.func @more(%a: index, %b: index, %m: memref<100x100xf32>, %v: vector<4xf32>) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 16, s0 * 8)>(%b)[%a]
  %2 = affine.min affine_map<(d0, d1) -> (d0 + 4, d1)>(%0, %1)
  affine.prefetch %m[%0, %0 + 2], read, locality<3>, data : memref<100x100xf32>
  %3 = affine.vector_load %m[%0, %a * 2] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %3, %m[%0 - 1, %b] : memref<100x100xf32>, vector<4xf32>
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 * 2 == 0)>(%0)[%a] {
    "test.x"() : () -> ()
  }
  %4 = affine.max affine_map<(d0, d1) -> (d0 floordiv 2, d1 * 3, d0 floordiv 2)>(%0, %a)
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 4, 10)>(%i) {
      %5 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%j, %i)
      %6 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%5)
      "test.use"(%6) : (index) -> ()
    }
  }
  affine.parallel (%i, %j) = (0, 0) to (10, %b) {
    %7 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    "test.use"(%7, %j) : (index, index) -> ()
  }
  return %2, %4 : index, index
}
