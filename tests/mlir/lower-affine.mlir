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

// -----

func.func @loops(%n: index, %m: memref<100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 2)>(%i) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] step 2 {
      %v = affine.load %m[%i + 1, %j * 2] : memref<100x100xf32>
      affine.store %v, %m[%j, %i] : memref<100x100xf32>
    }
  }
  return
}

// -----

func.func @minmax(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 4, 16)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>(%a)[%b]
  return %0, %1 : index, index
}

// -----

func.func @iter(%n: index) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to %n iter_args(%acc = %c) -> f32 {
    %x = arith.addf %acc, %acc : f32
    affine.yield %x : f32
  }
  return %r : f32
}

// -----

#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0, d1 - 2 == 0)>
func.func @if(%a: index, %b: index, %s: index) -> index {
  %r = affine.if #set(%a, %b)[%s] -> index {
    affine.yield %a : index
  } else {
    affine.yield %b : index
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%a) {
    "foo.x"() : () -> ()
  }
  return %r : index
}

// -----

func.func @parallel(%m: memref<10x10xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (10, %n) step (2, 1) {
    %v = affine.load %m[%i, %j] : memref<10x10xf32>
    "foo.use"(%v) : (f32) -> ()
  }
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    %v = affine.load %m[%i, %i] : memref<10x10xf32>
    affine.yield %v : f32
  }
  "foo.use"(%r) : (f32) -> ()
  return
}

// -----

func.func @prefetch_dma(%m: memref<10xf32>, %tag: memref<1xi32>, %buf: memref<10xf32, 1>, %i: index) {
  affine.prefetch %m[%i + 1], read, locality<3>, data : memref<10xf32>
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.dma_start %m[%i], %buf[%c0], %tag[%c0], %c10 : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c10 : memref<1xi32>
  return
}


// -----

func.func @parallel(%m: memref<10x10xf32>, %mi: memref<10xi32>) {
  %r:4 = affine.parallel (%i) = (0) to (10) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %v = affine.load %m[%i, %i] : memref<10x10xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  %s:4 = affine.parallel (%i) = (0) to (10) reduce ("addi", "muli", "ori", "andi") -> (i32, i32, i32, i32) {
    %v = affine.load %mi[%i] : memref<10xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  "foo.use"(%r#0, %s#0) : (f32, i32) -> ()
  return
}
