"""(being written)"""


def rules():
    return {}


def mutants():
    return []
