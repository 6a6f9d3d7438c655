// RUN: mlir-opt -allow-unregistered-dialect -lower-affine -split-input-file %s

func.func @index_ops(%i: index, %a: index, %b: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %i into (16, 4) : index, index
  %1 = affine.linearize_index [%a, %b] by (8, 4) : index
  return %0#0, %0#1, %1 : index, index, index
}

