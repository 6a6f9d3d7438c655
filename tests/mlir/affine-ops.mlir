// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
// Custom forms of the affine ops (func and unregistered ops only).

func.func @loops(%n : index, %m : index) {
  affine.for %i = 0 to 10 {
  } {some_attr = true}
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%n] to min affine_map<(d0)[s0] -> (d0, s0, 4)>(%n)[%m] step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 2)>(%i) {
      "foo.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = -5 to affine_map<() -> (7)>() step 2 {
    "affine.yield"() : () -> ()
  }
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %n, %b = %m) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  %s = affine.for %i = 0 to 4 iter_args(%a = %n) -> index {
    affine.yield %a : index
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>

func.func @conditionals(%n : index) -> index {
  affine.if #set(%n)[%n] {
    "foo.then"() : () -> ()
  }
  affine.if affine_set<() : ()>() {
  } else {
    "foo.else"() : () -> ()
  } {some_attr = true}
  %r = affine.if #set(%n)[%n] -> index {
    affine.yield %n : index
  } else {
    affine.yield %n : index
  }
  return %r : index
}

// -----

func.func @parallel(%n : index, %m : index) {
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
  }
  affine.parallel (%i) = (max(%n, %m + 1, 3)) to (min(%n * 2, 100)) step (4) {
    affine.parallel (%k) = (%i) to (%i + symbol(%m)) {
    }
  }
  affine.parallel (%i, %j) = (symbol(%n), %m) to (%n + %m, symbol(%n) + symbol(%m)) {
  }
  affine.parallel () = () to () {
  }
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("addf", "maxs") -> (f32, si32) {
    %a = "foo.a"() : () -> f32
    %b = "foo.b"() : () -> si32
    affine.yield %a, %b : f32, si32
  } {foo = 1}
  return
}

// -----

func.func @memory(%n : index, %m : memref<4x4xf32>, %v : vector<4xf32>, %z : memref<f32>) {
  affine.for %i = 0 to 4 {
    %0 = affine.load %m[%i + 1, symbol(%n) * 2] {foo} : memref<4x4xf32>
    affine.store %0, %m[%i floordiv 2, %i mod 3] : memref<4x4xf32>
    %1 = affine.vector_load %m[%i, %n] : memref<4x4xf32>, vector<4xf32>
    affine.vector_store %v, %m[%i, 3] {bar = 2} : memref<4x4xf32>, vector<4xf32>
    affine.prefetch %m[%i, %n], write, locality<0>, instr {x} : memref<4x4xf32>
    affine.prefetch %m[%i, %i + 5], read, locality<3>, data : memref<4x4xf32>
  }
  %2 = affine.load %z[] : memref<f32>
  affine.store %2, %z[] : memref<f32>
  return
}

// -----

func.func @dma(%n : index, %a : memref<40x128xf32>, %b : memref<2x1024xf32, 1>, %t : memref<1xi32, 2>) {
  affine.dma_start %a[%n + 3, %n], %b[%n + 7, %n], %t[%n], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %a[%n, %n], %b[%n, %n], %t[%n], %n, %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %t[%n], %n : memref<1xi32, 2>
  return
}

// -----

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
