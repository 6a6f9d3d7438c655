#map = affine_map<(d0)[s0] -> (d0 + s0, d0 - 2)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>
func.func @affine_ops(%m: memref<100x100xf32>, %n: index, %f: f32, %v: vector<8xf32>, %t: index) {
  %c0 = arith.constant 0 : index
  %a0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %a1 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%n)[%t]
  %a2 = affine.apply affine_map<()[s0] -> (s0 mod 4)>()[%n]
  %a3 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 3 + d1 ceildiv 2)>(%n, %t)
  %mn = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%n)[%t]
  %mx = affine.max #map(%n)[%t]
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n step 2 {
      %l = affine.load %m[%i, %j + 1] : memref<100x100xf32>
      affine.store %l, %m[%i * 2, symbol(%n)] : memref<100x100xf32>
    }
  }
  affine.for %i = max affine_map<(d0) -> (d0, 0)>(%n) to min affine_map<(d0) -> (d0, 100)>(%t) {
  }
  affine.for %i = %c0 to affine_map<()[s0] -> (s0)>()[%n] {
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %f) -> (f32) {
    %s = arith.addf %acc, %f : f32
    affine.yield %s : f32
  }
  %r2:2 = affine.for %i = 0 to 10 step 3 iter_args(%acc = %f, %acc2 = %f) -> (f32, f32) {
    affine.yield %acc, %acc2 : f32, f32
  }
  affine.if #set(%n)[%t] {
    "test.op"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "test.op"() : () -> ()
  } else {
    "test.op2"() : () -> ()
  }
  %ri = affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] -> f32 {
    affine.yield %f : f32
  } else {
    affine.yield %f : f32
  }
  affine.parallel (%i, %j) = (0, 0) to (10, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  affine.parallel (%i) = (0) to (100) step (10) {
  }
  %pr = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    affine.yield %f : f32
  }
  %pr2:2 = affine.parallel (%i) = (max(0, %n)) to (min(100, %t)) reduce ("maximumf", "mulf") -> (f32, f32) {
    affine.yield %f, %f : f32, f32
  }
  affine.prefetch %m[%n, %t], read, locality<3>, data : memref<100x100xf32>
  affine.prefetch %m[%n + 1, 0], write, locality<1>, instr : memref<100x100xf32>
  %vl = affine.vector_load %m[%n, %t] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%n, %t + 8] : memref<100x100xf32>, vector<8xf32>
  %di:2 = affine.delinearize_index %n into (4, 25) : index, index
  %di2:3 = affine.delinearize_index %n into (%t, 5, 5) : index, index, index
  %di3:2 = affine.delinearize_index %n into (5) : index, index
  %li = affine.linearize_index [%di#0, %di#1] by (4, 25) : index
  %li2 = affine.linearize_index disjoint [%di#0, %di#1] by (%t, 25) : index
  %li3 = affine.linearize_index [%di#0, %di#1] by (25) : index
  %l0 = affine.load %m[0, 0] : memref<100x100xf32>
  %l1 = affine.load %m[symbol(%n) floordiv 2, 3 * symbol(%t)] : memref<100x100xf32>
  %mn2 = affine.min affine_map<(d0) -> (d0)>(%n)
  return
}
