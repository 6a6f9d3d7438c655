// RUN: mlir-opt -allow-unregistered-dialect -lower-affine -split-input-file %s
#map = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 - s0 + 7)>
func.func @apply(%a: index, %b: index, %s: index) -> index {
  %0 = affine.apply #map(%a, %b)[%s]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%0)
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%1)
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%2)
  %4 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%3, %a)
  %5 = affine.apply affine_map<(d0) -> (-d0)>(%4)
  %6 = affine.apply affine_map<()[s0] -> (s0 * 2 - 1)>()[%5]
  return %6 : index
}

