// RUN: mlir-opt -allow-unregistered-dialect -lower-affine -split-input-file %s

func.func @index_ops(%i: index, %a: index, %b: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %i into (16, 4) : index, index
  %1 = affine.linearize_index [%a, %b] by (8, 4) : index
  return %0#0, %0#1, %1 : index, index, index
}

// -----

func.func @dyn(%i: index, %n: index, %m: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %i into (%n, 3, %m, 5) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

// -----

func.func @dyn_nobound(%i: index, %n: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 7) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

func.func @lin(%a: index, %b: index, %c: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 4, 5) : index
  %1 = affine.linearize_index [%a, %b, %c] by (4, %n) : index
  return %0, %1 : index, index
}

// -----

func.func @lin_loops(%a: index, %n: index, %m: memref<?xindex>) {
  affine.for %i = 0 to 10 {
    scf.for %j = %a to %n step %a {
      %x = affine.linearize_index [%j, %a, %i] by (4, 5, 6) : index
      memref.store %x, %m[%x] : memref<?xindex>
    }
  }
  return
}

// -----

func.func @single(%i: index) -> index {
  %0 = affine.delinearize_index %i into (16) : index
  return %0 : index
}
