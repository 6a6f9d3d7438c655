module {
  func.func @switch_noresult(%arg0: index, %arg1: i32, %arg2: memref<i32>) {
    scf.index_switch %arg0 
    case 3 {
      memref.store %arg1, %arg2[] : memref<i32>
      scf.yield
    }
    default {
    }
    return
  }
}

