module {
  func.func @poison_dead() {
    %0 = ub.poison : i64
    return
  }
}

