
#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @index_ops(%n : index) {
  %0 = affine.apply #map(%n)[%n] {attr}
  %1 = affine.apply affine_map<() -> (42)>()
  %2 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%n)[%n]
  %3 = affine.max affine_map<()[] -> (77, 78, 79)>()[] {y}
  %4:3 = affine.delinearize_index %n into (2, 3, 4) : index, index, index
  %5:2 = affine.delinearize_index %n into (%n) : index, index
  %6 = affine.linearize_index [%n, %n] by (3) : index
  %7 = affine.linearize_index disjoint [%n, %n] by (%n, 3) : index
  return
}
