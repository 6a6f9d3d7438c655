func.func @affine_exprs(%m: memref<100x100xf32>, %a: index, %b: index, %n: index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0, d1) -> (-d0 + d1 * 3 - 7)>(%a, %b)
  %2 = affine.apply affine_map<(d0) -> ((d0 + 1) mod 2)>(%a)
  %3 = affine.apply affine_map<(d0) -> ((d0 floordiv 4) * 4)>(%a)
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%n]
  %5 = affine.apply affine_map<(d0)[s0, s1] -> (d0 ceildiv s0 + s1 mod 3)>(%a)[%n, %b]
  %6 = affine.apply affine_map<(d0) -> (-(d0 floordiv 2))>(%a)
  %7 = affine.apply affine_map<(d0) -> (d0 * -1)>(%a)
  %8 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) * 2)>(%a, %b)
  %9 = affine.apply affine_map<(d0) -> (42)>(%a)
  %10 = affine.apply affine_map<(d0, d1) -> (d1 + d0)>(%a, %b)
  %11 = affine.apply affine_map<(d0) -> (d0 mod -3)>(%a)
  %12 = affine.apply affine_map<(d0) -> ((d0 * 5) floordiv 3 - (d0 mod 7) * 2)>(%a)
  %13 = affine.apply affine_map<()[s0, s1] -> (s0 * s1 + s1 * 2)>()[%a, %b]
  %14 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %15 = affine.apply affine_map<(d0, d1) -> (d0 - d1 - 1)>(%a, %b)
  %16 = affine.apply affine_map<(d0) -> (((d0 mod 4) floordiv 2) ceildiv 3)>(%a)
  affine.for %i = affine_map<(d0) -> (d0 - 1)>(%a) to affine_map<()[s0] -> (s0 * 2)>()[%n] step 4 {
    %l = affine.load %m[%i - 1, -%i + 99] : memref<100x100xf32>
    %l2 = affine.load %m[(%i + 1) mod 2, %i floordiv 3] : memref<100x100xf32>
    %l3 = affine.load %m[%i * 2 + symbol(%n) * 3, 0] : memref<100x100xf32>
    affine.store %l, %m[%i + symbol(%n), symbol(%b)] : memref<100x100xf32>
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1, 0)>(%a, %b) to min affine_map<(d0)[s0] -> (d0 + 10, s0)>(%a)[%n] {
  }
  affine.for %i = 5 to 5 {
  }
  affine.for %i = -10 to -1 {
  }
  affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d0 + s0 - 10 == 0, -d1 + 5 >= 0)>(%a, %b)[%n] {
  }
  affine.if affine_set<(d0) : (1 == 0)>(%a) {
  }
  affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%a) {
  }
  %17 = affine.min affine_map<(d0, d1) -> (d0, d1, 42)>(%a, %b)
  %18 = affine.max affine_map<()[s0] -> (s0, -s0)>()[%a]
  affine.parallel (%i, %j) = (max(%a, 0), 0) to (min(%n, 100), %b - 1) step (2, 3) {
  }
  affine.parallel (%i) = (0) to (symbol(%n) * 4) {
  }
  return
}
