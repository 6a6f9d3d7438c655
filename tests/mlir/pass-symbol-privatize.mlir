// RUN: mlir-opt %s -symbol-privatize=exclude=keep,also_kept -split-input-file

module {
  func.func @a() {
    return
  }
  func.func @keep() {
    return
  }
  func.func nested @b()
  memref.global @g : memref<4xi32>
  memref.global @also_kept : memref<4xi32>
  module @inner {
    func.func @not_direct() {
      return
    }
  }
}

// -----

func.func @lonely() {
  return
}
